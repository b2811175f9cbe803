import { createContext } from 'react';
import type { SignupNotice } from '@shared/signup';

/** The result of the sign-up this page was drawn after (server only: never in the cached page). */
export const SignupNoticeContext = createContext<SignupNotice | null>(null);

/** The page's title: the owner's name in the consent text (decision 985). */
export const OwnerNameContext = createContext('');
