// Reading a "Dedicate a day too" address needs zod: loaded only when the address asks for one,
// so the sign-up's first screen arrives without it (decision 0029).
export { dedicateTooOf } from '@zechus/shared';
