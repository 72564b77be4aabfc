import { PROMO_KEY } from '@kalaro/contract/constants';
import type { ReferralValue } from '@kalaro/contract/member-pages';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findMemberById } from '../accounts/service.ts';
import { promotionRunning } from '../content/service.ts';
import { pgErrorCode } from '../wallet/service.ts';
import { countInvited, setCodeIfAbsent } from './repo.ts';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

export const newReferralCode = (random: (max: number) => number = randomInt): string =>
  Array.from({ length: REFERRAL_CODE_LENGTH }, () => ALPHABET[random(ALPHABET.length)]).join('');

/** The registration page with a code: what the register screen reads (?code=). */
export const registerPathOf = (code: string) => `/m/register?code=${encodeURIComponent(code)}`;

/**
 * Invite friends. The referral code is the member's affiliate code: registering
 * with it (the register page's ?code=) makes the new member part of this
 * member's team, so the invited count is the members whose upline they are.
 */
export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly makeCode: () => string = () => newReferralCode(),
  ) {}

  /** The member's code, made on first use; a clash with another member's code tries again. */
  private async codeOf(memberId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const member = await findMemberById(this.db, memberId);
      if (!member) throw new AppError('auth.session_expired');
      if (member.affiliateCode) return member.affiliateCode;
      try {
        await setCodeIfAbsent(this.db, memberId, this.makeCode());
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
      }
    }
    throw new Error('Could not make a unique referral code');
  }

  async get(memberId: string): Promise<ReferralValue> {
    if (!(await promotionRunning(this.db, PROMO_KEY.REFERRAL, new Date(this.now())))) {
      throw new AppError('referral.unavailable', 'Please contact customer service');
    }
    const code = await this.codeOf(memberId);
    return {
      code,
      registerPath: registerPathOf(code),
      invitedCount: await countInvited(this.db, memberId),
    };
  }
}
