import type { Db } from './db.ts';
import { nextIdSql } from './shared-statements.ts';

export interface NewEmail {
  accountId: number;
  chargeId: number | null;
  recipient: string;
  subject: string;
  body: string;
  attachmentName: string | null;
  attachment: Buffer | null;
  createdAt: string;
}

export interface EmailSummary {
  id: number;
  charge_id: number | null;
  recipient: string;
  subject: string;
  body: string;
  attachment_name: string | null;
  created_at: string;
}

export function createEmailsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO emails (id, account_id, charge_id, recipient, subject, body, attachment_name, attachment, created_at)
     VALUES (${nextIdSql('emails')}, @accountId, @chargeId, @recipient, @subject, @body, @attachmentName, @attachment, @createdAt)`,
  );
  const list = db.prepare(
    `SELECT id, charge_id, recipient, subject, body, attachment_name, created_at FROM emails
     WHERE account_id = @accountId AND (@chargeId IS NULL OR charge_id = @chargeId)
     ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );
  const ofCharge = db.prepare(
    `SELECT id, charge_id, recipient, subject, body, attachment_name, created_at FROM emails
     WHERE charge_id = ? AND account_id = ? ORDER BY id`,
  );
  // Every e-mail of the account (or of one charge) without its attachment, for a search to sift.
  const all = db.prepare(
    `SELECT id, charge_id, recipient, subject, body, attachment_name, created_at FROM emails
     WHERE account_id = @accountId AND (@chargeId IS NULL OR charge_id = @chargeId) ORDER BY id DESC`,
  );
  const attachment = db.prepare('SELECT attachment_name, attachment FROM emails WHERE id = ? AND account_id = ?');

  return {
    insert(email: NewEmail): number {
      return Number(insert.run(email).lastInsertRowid);
    },
    list(accountId: number, filter: { chargeId?: number; limit: number; offset: number }): EmailSummary[] {
      return list.all({ accountId, chargeId: filter.chargeId ?? null, limit: filter.limit, offset: filter.offset }) as EmailSummary[];
    },
    /**
     * Newest first, those `matches` keeps. An outbox holds what was resent by hand, a few hundred
     * messages, so they are sifted here rather than kept folded in a column like the charges.
     */
    search(accountId: number, filter: { chargeId?: number; limit: number; offset: number }, matches: (email: EmailSummary) => boolean) {
      const found = (all.all({ accountId, chargeId: filter.chargeId ?? null }) as EmailSummary[]).filter(matches);
      return found.slice(filter.offset, filter.offset + filter.limit);
    },
    /** A charge's e-mails, oldest first (its timeline). */
    forCharge(accountId: number, chargeId: number): EmailSummary[] {
      return ofCharge.all(chargeId, accountId) as EmailSummary[];
    },
    attachment(accountId: number, id: number) {
      return attachment.get(id, accountId) as { attachment_name: string | null; attachment: Buffer | null } | undefined;
    },
  };
}
