import { zodResolver } from '@hookform/resolvers/zod';
import { changeCardSchema, myContactEditSchema } from '@zechus/shared';

/** My Page's form rules, loaded when a donor opens one of its forms (rules.ts). */
export const contactEditResolver = zodResolver(myContactEditSchema);
export const changeCardResolver = zodResolver(changeCardSchema);
