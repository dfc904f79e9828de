import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Two-factor sign-in (TOTP, RFC 6238) of an account: the confirmed secret and the one being set up,
 * both sealed with the server's key; the time step of the last code accepted, so a code is accepted
 * only once (a conditional update on it, race-free).
 */
const twoFactorColumns = () => ({
  twoFactorSecret: text(),
  twoFactorPendingSecret: text(),
  twoFactorEnabledAt: timestamp({ withTimezone: true }),
  twoFactorLastStep: integer(),
});

export const tenants = pgTable(
  'tenants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    /** Operator switch: an inactive tenant gets 402 on every tenant call. */
    isActive: boolean().notNull().default(true),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    /** Stripe's subscription status (active, past_due, canceled...) when billing is on. */
    subscriptionStatus: text(),
    subscriptionStart: timestamp({ withTimezone: true }),
    subscriptionEnd: timestamp({ withTimezone: true }),
    /**
     * Bumped by a trigger in the same transaction as any change to what an order is priced from
     * (menu items, variants, addons, taxes, store settings): a server that priced a cart from its
     * remembered menu writes the order only if this is still the version it priced from.
     */
    menuVersion: integer().notNull().default(0),
    /** The owner's switch: every user of the store must sign in with a second factor. */
    requireTwoFactor: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenants_created_at_idx').on(t.createdAt),
    uniqueIndex('tenants_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The login name, an e-mail address, unique across all tenants (login asks for nothing else). */
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    role: text().notNull().default('user'),
    scope: text().notNull().default(''),
    designation: text(),
    phone: text(),
    email: text(),
    photo: text(),
    ...twoFactorColumns(),
    /**
     * The till PIN (issue 17), hashed like a password: it switches a signed-in till to this user,
     * never opens the back office. Wrong PINs count up to a lock; each guess is reserved before
     * it is checked, so simultaneous guesses cannot pass the limit.
     */
    pinHash: text(),
    pinFailures: integer().notNull().default(0),
    pinLockedUntil: timestamp({ withTimezone: true }),
    /** The language this user works in (issue 23); null: the store's. */
    language: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Global on purpose (named in tenant-keys.test.ts): sign-in asks for the e-mail and nothing else.
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    // Sessions, password resets and two-factor find an account by its id alone, so the id stays
    // unique across stores (named in tenant-keys.test.ts; on Citus users is a reference table).
    uniqueIndex('users_id_idx').on(t.id),
  ],
);

/** Operator accounts, kept apart from tenant users so no tenant account can ever act as one. */
export const superadmins = pgTable(
  'superadmins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull().default('Superadmin'),
    ...twoFactorColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('superadmins_username_idx').on(sql`lower(${t.username})`)],
);

/**
 * One row per signed-in session ("device"). The refresh token is stored only as a hash and rotated
 * on every use; the previous hash is kept so a replayed old token can be recognised and the
 * session revoked.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The user's store; null for an operator's session (tenant-keys.test.ts names why). */
    tenantId: integer().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer(),
    superadminId: integer().references(() => superadmins.id, { onDelete: 'cascade' }),
    deviceName: text().notNull(),
    deviceIp: text().notNull(),
    deviceLocation: text(),
    refreshTokenHash: text().notNull(),
    previousRefreshTokenHash: text(),
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Opened by a till PIN switch rather than a password: it never reaches the back office. */
    viaPin: boolean().notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'devices_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('devices_refresh_hash_idx').on(t.refreshTokenHash),
    index('devices_previous_hash_idx').on(t.previousRefreshTokenHash),
    index('devices_user_idx').on(t.userId),
    index('devices_tenant_idx').on(t.tenantId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    userId: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({
      name: 'password_resets_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('password_resets_user_idx').on(t.userId),
    // The link names no store: it is found by its hash (random, 256 bits) alone.
    index('password_resets_token_idx').on(t.tokenHash),
  ],
);

/** Single-use recovery codes of an account's two-factor sign-in, stored as hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The user's store; null for an operator's codes (tenant-keys.test.ts names why). */
    tenantId: integer().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer(),
    superadminId: integer().references(() => superadmins.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'two_factor_recovery_codes_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('two_factor_recovery_codes_user_idx').on(t.userId),
    index('two_factor_recovery_codes_superadmin_idx').on(t.superadminId),
  ],
);

/**
 * The audit log: one row per sensitive action (DOMAIN words: void, comp, refund…), append-only.
 * A trigger (migration 0014) refuses every UPDATE, and every DELETE but the cascade of a deleted
 * store, so not even a bug in the API can rewrite what happened.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    actorId: integer(),
    actorName: text(),
    subject: text().notNull(),
    amount: integer(),
    details: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_events_tenant_actor_idx').on(t.tenantId, t.actorId),
  ],
);

/**
 * A till's start picture (issue 27 §1), kept per user and screen size: what the POS screen looked
 * like when it last started for that user on a screen of that size, as the till stored it. A till
 * with nothing of its own (a new device, a sign-in, emptied storage) draws it while its code loads.
 * A cache of the screen, nothing more: losing a row costs a start its picture, never data.
 */
export const posStartPictures = pgTable(
  'pos_start_pictures',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    /** "phone:390x844" or "screen:1280x800" (CSS px): the screen the picture fits. */
    screen: text().notNull(),
    /** The picture as the till keeps it (JSON, start-picture/show-start-picture.ts StartPicture). */
    picture: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.screen] }),
    foreignKey({
      name: 'pos_start_pictures_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
