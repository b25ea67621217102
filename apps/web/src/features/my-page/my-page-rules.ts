import { zodResolver } from '@hookform/resolvers/zod';
import { changeCardSchema, myContactEditSchema } from '@zechus/shared';

/** My Page's form rules, loaded when a donor opens one of its forms (rules.ts). */
export const contactEditResolver = zodResolver(myContactEditSchema);
/** The new card's own field (the name): the card is in the processor's fields (0034). */
export const changeCardResolver = zodResolver(changeCardSchema.pick({ name: true }));
