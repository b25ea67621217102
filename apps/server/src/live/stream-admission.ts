import net from 'node:net';

/**
 * Open live streams one instance holds (issue 10: 20,000 anonymous streams used up the process's
 * file descriptors, and /api/health failed while they were held). A stream costs a socket and a
 * few KB (docs/benchmarks/live.md: 2–6 KB each at 2,000 clients); 2,000 is a hall's screens and
 * a crowd of donors watching at once, far below the file-descriptor limit, and past it the answer
 * is another instance, not a bigger one.
 */
export const DEFAULT_MAX_STREAMS = 2000;
/**
 * From one address: a hall's wall and preview screens behind the school's one NAT are a handful,
 * and donors on the same network (or a mobile carrier's shared address) watching their progress
 * pages add a few more. 20 leaves them room, while one client that opens stream after stream
 * holds at most 1% of the instance's streams. Behind a proxy, TRUST_PROXY must name it, or every
 * client has the proxy's address and 20 are all the streams there are.
 */
export const DEFAULT_MAX_STREAMS_PER_ADDRESS = 20;

/** Why a stream was refused. */
export type Refusal = 'full' | 'address-full';

/** The 16-bit groups of an IPv6 address (the last two from an embedded IPv4 address). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whose streams count together: an IPv4 address, or an IPv6 /64 — one subscriber's network, in
 * which a client may take any address it likes, so counting single addresses would count nothing.
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (net.isIPv6(ip)) {
    const groups = ipv6Groups(ip.split('%')[0] ?? ip);
    if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
      const [hi = 0, lo = 0] = groups.slice(6);
      return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
    }
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return ip;
}

/** Counts open streams, in all and per address, against their limits. */
export class StreamAdmission {
  readonly #perAddress = new Map<string, number>();
  #total = 0;

  constructor(
    readonly maxStreams = DEFAULT_MAX_STREAMS,
    readonly maxPerAddress = DEFAULT_MAX_STREAMS_PER_ADDRESS,
  ) {}

  /** Why one more stream from `ip` would be refused, or undefined if it may open. */
  refusal(ip: string): Refusal | undefined {
    if (this.#total >= this.maxStreams) return 'full';
    if ((this.#perAddress.get(addressKey(ip)) ?? 0) >= this.maxPerAddress) return 'address-full';
    return undefined;
  }

  /** Counts a stream from `ip`; returns the key to release it with. */
  take(ip: string): string {
    const key = addressKey(ip);
    this.#perAddress.set(key, (this.#perAddress.get(key) ?? 0) + 1);
    this.#total++;
    return key;
  }

  /** A stream counted under `key` has closed (call once per take). */
  release(key: string): void {
    const left = (this.#perAddress.get(key) ?? 0) - 1;
    if (left > 0) this.#perAddress.set(key, left);
    else this.#perAddress.delete(key);
    this.#total = Math.max(0, this.#total - 1);
  }

  get total(): number {
    return this.#total;
  }
}
