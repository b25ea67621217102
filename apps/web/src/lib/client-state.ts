import type {
  ContactInfo,
  DonationConfirmation,
  Episode,
  Plan,
  SignUpConfirmation,
} from '@zechus/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The one localStorage key of the saved client state (spec §3). */
export const CLIENT_STATE_KEY = 'zechus';

/** What is written to localStorage: never card data (DESIGN.md §3 "Payments"). */
export interface SavedClientState {
  isAuth: boolean;
  /** The plan chosen on SignUp. */
  plan: Plan | null;
  /** The saved dedication of the sign-up. */
  episode: Episode | null;
  /** The sponsor's saved contact details. */
  contact: ContactInfo | null;
  /** The sign-up's confirmation, shown on the thank-you page. */
  confirmation: SignUpConfirmation | null;
  /** The general donation's confirmation, shown on the donation thank-you page. */
  donationConfirmation: DonationConfirmation | null;
  /** The scanner station's token (a kiosk set up once by staff), or null. */
  stationToken: string | null;
}

export interface ClientState extends SavedClientState {
  setAuth: (isAuth: boolean) => void;
  /**
   * Records the chosen plan. The saved episode stays only if it fits the plan: the same plan, or
   * one of the same type that offers its kind (a new price of the plan the office changed).
   */
  setPlan: (plan: Plan) => void;
  setEpisode: (episode: Episode) => void;
  /** A relative's "Dedicate a day too": this dedication, for whichever plan offers its kind. */
  startDedicateToo: (episode: Episode) => void;
  setContact: (contact: ContactInfo) => void;
  setConfirmation: (confirmation: SignUpConfirmation) => void;
  setDonationConfirmation: (confirmation: DonationConfirmation) => void;
  setStationToken: (token: string | null) => void;
  /** Spec §4 "Clearing state empties plan, episode and contact". */
  clearSubscription: () => void;
}

/**
 * The saved part of the state, field by field: whatever else the state holds now or later (a
 * card number in particular) is never written to storage.
 */
export const savedClientState = (state: SavedClientState): SavedClientState => ({
  isAuth: state.isAuth,
  plan: state.plan,
  episode: state.episode,
  contact: state.contact,
  confirmation: state.confirmation,
  donationConfirmation: state.donationConfirmation,
  stationToken: state.stationToken,
});

/** Whether an episode written for `before` still makes sense for `after`. */
export const episodeFitsPlan = (before: Plan | null, after: Plan, episode: Episode): boolean =>
  // Saved with no plan ("Dedicate a day too"): any plan that offers its kind.
  (before === null && after.kinds.some((kind) => kind.id === episode.kind)) ||
  before?.id === after.id ||
  (before?.type === after.type && after.kinds.some((kind) => kind.id === episode.kind));

/** Saved client state (spec §3): isAuth, plan, episode, contact and confirmation. */
export const useClientState = create<ClientState>()(
  persist<ClientState, [], [], SavedClientState>(
    (set) => ({
      isAuth: false,
      plan: null,
      episode: null,
      contact: null,
      confirmation: null,
      donationConfirmation: null,
      stationToken: null,
      setAuth: (isAuth) => set({ isAuth }),
      setPlan: (plan) =>
        set((state) => ({
          plan,
          episode:
            state.episode && episodeFitsPlan(state.plan, plan, state.episode)
              ? state.episode
              : null,
        })),
      setEpisode: (episode) => set({ episode }),
      startDedicateToo: (episode) => set({ plan: null, episode }),
      setContact: (contact) => set({ contact }),
      setConfirmation: (confirmation) => set({ confirmation }),
      setDonationConfirmation: (donationConfirmation) => set({ donationConfirmation }),
      setStationToken: (stationToken) => set({ stationToken }),
      clearSubscription: () => set({ plan: null, episode: null, contact: null }),
    }),
    {
      name: CLIENT_STATE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: savedClientState,
      // Older saved state (isAuth only) is completed by the defaults above.
      merge: (persisted, current) => ({ ...current, ...(persisted as Partial<SavedClientState>) }),
    },
  ),
);
