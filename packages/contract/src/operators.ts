import { z } from 'zod';
import { operatorPermissions, type OperatorPermission } from './permissions.ts';
import { str, text } from './text.ts';

/** Operators (back office): separate credentials and sessions, every action audited. */

/** A six-digit TOTP code (RFC 6238, what authenticator apps show). */
const otpSchema = z.string().trim().regex(/^\d{6}$/, 'six digits');

export const operatorLoginBodySchema = z
  .object({
    username: text(64).min(1),
    password: str().min(1).max(128),
    /** Required once the operator has enrolled a TOTP app (`operator.otp.required`). */
    otp: otpSchema.optional(),
  })
  .strict();
export const operatorLoginValueSchema = z.object({ token: z.string(), expiresAt: z.string() });

/** Enrolment: the secret to type in, the otpauth:// URI, and that URI as a QR image (data URL). Shown once. */
export const totpEnrolmentValueSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export const totpCodeBodySchema = z.object({ otp: otpSchema }).strict();
export const totpStateValueSchema = z.object({ enabled: z.boolean() });

export { operatorPermissions, type OperatorPermission };
export const operatorPermissionSchema = z.enum(operatorPermissions);

const views = operatorPermissions.filter((p) => p.endsWith('.view'));

/** The built-in roles a deployment starts with (an owner may add others). */
export const builtInRoles = {
  owner: [...operatorPermissions],
  finance: ['dashboard.view', 'members.view', 'members.adjust', 'payments.view', 'payments.decide', 'payments.approve_large', 'payments.configure', 'turnover.view', 'turnover.waive', 'reports.view', 'reports.export'],
  risk: ['dashboard.view', 'members.view', 'members.edit', 'members.lock', 'payments.view', 'turnover.view', 'turnover.waive', 'lottery.view', 'lottery.results', 'lottery.cancel', 'games.view', 'reports.view', 'audit.view'],
  content: ['dashboard.view', 'games.view', 'games.manage', 'games.import', 'lottery.view', 'lottery.manage', 'brand.view', 'content.view', 'content.manage', 'messages.send'],
  support: ['dashboard.view', 'members.view', 'members.edit', 'members.password', 'payments.view', 'turnover.view', 'lottery.view', 'games.view', 'content.view', 'support.view', 'support.reply'],
  'read-only': views,
} as const satisfies Record<string, readonly OperatorPermission[]>;
export type BuiltInRole = keyof typeof builtInRoles;

/** A brand as the console names it and shows its times and money (the working-brand picker). */
export const operatorBrandSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), timeZone: z.string(), currency: z.string() });
export type OperatorBrand = z.output<typeof operatorBrandSchema>;

/**
 * The signed-in operator: who they are, the brand they act for (null: every brand), their role and what it
 * permits, and the brands they may see (their own; every brand, by id, when deployment-wide).
 */
export const operatorMeValueSchema = z.object({
  id: z.number(),
  username: z.string(),
  brandId: z.number().nullable(),
  role: z.string(),
  permissions: z.array(operatorPermissionSchema),
  totpEnabled: z.boolean(),
  brands: z.array(operatorBrandSchema),
});

/** Sessions: an absolute lifetime from login, and an idle limit (this long without a call ends the session). */
export const operatorSessionHours = 8;
export const operatorIdleMinutes = 30;

/** A role's name: letters, digits, spaces, dots, dashes and underscores, 2 to 40 characters. */
const roleNameSchema = text(40).regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]{1,39}$/u, 'letters, digits, spaces, . _ -');
/** An operator's username: 3 to 32 of a-z, 0-9, dot, dash, underscore, starting with a letter. */
export const operatorUsernameSchema = text(32).regex(/^[a-z][a-z0-9._-]{2,31}$/, 'lower-case letters, digits, . _ -, starting with a letter');
const rowId = () => z.number().int().positive().max(2_147_483_647);
/** At most one of each known permission. */
const permissionSetSchema = z
  .array(operatorPermissionSchema)
  .max(operatorPermissions.length)
  .refine((list) => new Set(list).size === list.length, 'each permission once');

export const operatorRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(operatorPermissionSchema),
  /** Built-in roles cannot be changed or deleted (owner always holds every permission). */
  builtIn: z.boolean(),
  /** A role made by a brand's operator serves that brand's operators only; null: any operator. */
  brandId: z.number().nullable(),
  /** Operators holding the role. */
  operators: z.number(),
});
export const operatorRolesValueSchema = z.object({ rows: z.array(operatorRoleSchema) });
export const roleCreateBodySchema = z
  .object({
    name: roleNameSchema,
    permissions: permissionSetSchema,
    /** Only a deployment-wide operator may choose; a brand's operator's roles are their brand's. */
    brandId: rowId().nullable().optional(),
  })
  .strict();
export const roleUpdateBodySchema = z
  .object({ name: roleNameSchema.optional(), permissions: permissionSetSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.permissions !== undefined, 'name or permissions');

export const operatorRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.object({ id: z.number(), name: z.string() }),
  /** null: every brand of the deployment. */
  brandId: z.number().nullable(),
  brandCode: z.string().nullable(),
  enabled: z.boolean(),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export const operatorsQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** Part of the username. */
    q: text(32).optional(),
    roleId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    brandId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    enabled: z.enum(['true', 'false']).optional(),
  })
  .strict();
export const operatorsValueSchema = z.object({ rows: z.array(operatorRowSchema), total: z.number() });
export const operatorCreateBodySchema = z
  .object({
    username: operatorUsernameSchema,
    /** The first password; the platform's password rule applies (8 to 128 characters, not a common one). */
    password: str().min(1).max(128),
    roleId: rowId(),
    /** null: every brand (deployment-wide operators only may create those). */
    brandId: rowId().nullable(),
  })
  .strict();
export const operatorUpdateBodySchema = z
  .object({
    roleId: rowId().optional(),
    brandId: rowId().nullable().optional(),
    enabled: z.boolean().optional(),
    /** A new password (signs the operator out everywhere). */
    password: str().min(1).max(128).optional(),
    /** Switches the operator's second factor off so they can enrol again (signs them out everywhere). */
    resetTotp: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'at least one change');
export const operatorIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export const operatorSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** When the session ends unless used again (the idle limit), never after its absolute end. */
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export const operatorSessionsValueSchema = z.object({ rows: z.array(operatorSessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) }).strict();

/** The audit trail, newest first; filters combine. */
export const auditQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
    operatorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** An action (`deposit.approve`) or a prefix ending in a dot (`operator.`). */
    action: text(64).regex(/^[a-z0-9_.]+$/).optional(),
    /** ISO times, `from` inclusive, `to` exclusive. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export const auditRowSchema = z.object({
  id: z.string(),
  operatorId: z.number().nullable(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** The target as it was before the change and after it, where the change has such a state. */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  brandId: z.number().nullable(),
  createdAt: z.string(),
  hash: z.string(),
});
export const auditValueSchema = z.object({ rows: z.array(auditRowSchema), total: z.number() });
/**
 * The trail's hash chain walked from its first row: `ok`, or the first row that breaks it
 * (`hash`: its content was changed; `link`: a row before it was removed or inserted; `head`: rows
 * at the end were removed).
 */
export const auditVerifyValueSchema = z.object({
  ok: z.boolean(),
  checked: z.number(),
  brokenAt: z.string().nullable(),
  reason: z.enum(['hash', 'link', 'head']).nullable(),
  headHash: z.string(),
});
