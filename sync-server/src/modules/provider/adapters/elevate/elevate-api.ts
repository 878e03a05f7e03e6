import { SII_PROVIDER_LEVEL_MAX_LENGTH } from '@career/scoring/sii/sii-level';
import { z } from 'zod';

/**
 * The wire contract of the MBTI/SII provider ("Elevate"), as our HTTP client speaks it and as the
 * embedded simulator serves it. Every API call carries `Authorization: Bearer <api key>`; paths are
 * relative to the provider's base URL.
 *
 * - POST /api/v1/login-tokens  LoginTokenRequest -> 201 LoginTokenResponse
 *     A short-lived (5 minutes), single-use token for the hidden-form hand-off. The returnUrl is
 *     bound to the token: the provider sends the client back there and nowhere else.
 * - POST /api/v1/reports       ReportsRequest -> 200 ReportsResponse | 404 {error:'user_not_found'}
 *     Generates the reports (scores) of the tests the user completed in the window.
 * - GET  /api/v1/results?email&from&to -> 200 ResultsResponse | 404 {error:'user_not_found'}
 *     The user's completed tests in the window (ISO instants, inclusive), with the result of
 *     each test whose report is generated.
 * - Browser hand-off: a form POST to loginUrl with bearer_token, resource_url and returnUrl.
 */
export const ELEVATE_API = {
  loginTokens: '/api/v1/login-tokens',
  reports: '/api/v1/reports',
  results: '/api/v1/results',
} as const;

export const providerGender = z.enum(['m', 'f', 'other']);

export const loginTokenRequest = z.strictObject({
  externalId: z.string().min(1).max(64),
  email: z.string().min(3).max(254),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  gender: providerGender,
  returnUrl: z.url({ protocol: /^https?$/ }).max(500),
});
export type LoginTokenRequest = z.infer<typeof loginTokenRequest>;

export const loginTokenResponse = z.object({
  accessToken: z.string().min(16).max(500),
  expiresIn: z.number().int().positive(),
  loginUrl: z.url({ protocol: /^https?$/ }),
  resourceUrl: z.string().min(1).max(500),
});
export type LoginTokenResponse = z.infer<typeof loginTokenResponse>;

export const reportsRequest = z.strictObject({
  email: z.string().min(3).max(254),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});
export type ReportsRequest = z.infer<typeof reportsRequest>;

export const reportsResponse = z.object({ generated: z.number().int().min(0) });

/** A scale; `level` is the provider's own level label for it, when it sends one (shown as sent on GOT, BIS and OS). */
const measure = z.object({
  name: z.string().max(200),
  theme: z.string().max(200),
  themeCode: z.string().max(10),
  value: z.number(),
  level: z.string().max(SII_PROVIDER_LEVEL_MAX_LENGTH).nullish(),
});

/** MBTI: the whole type and a signed level -30..30 per dichotomy (negative: E, S, T, J). */
export const mbtiProviderResult = z.object({
  wholeType: z.string().regex(/^[EI][SN][TF][JP]$/),
  EI: z.number().min(-30).max(30),
  SN: z.number().min(-30).max(30),
  TF: z.number().min(-30).max(30),
  JP: z.number().min(-30).max(30),
});

/** SII: the scales (GOT, BIS, OS, PSS, SCI) with name, theme, themeCode, value and an optional level; pdfData as is. */
export const siiProviderResult = z.object({
  gender: providerGender,
  siiMeasures: z.object({
    GOT: z.array(measure).max(20),
    BIS: z.array(measure).max(100),
    OS: z.array(measure).max(500),
    PSS: z.array(measure).max(20),
    SCI: z.array(measure).max(20),
  }),
  pdfData: z.object({ got: z.unknown(), sci: z.unknown() }).optional(),
});

export const providerAssessment = z.discriminatedUnion('type', [
  z.object({ id: z.string().min(1).max(100), type: z.literal('MBTI'), completedAt: z.iso.datetime(), reportReady: z.boolean(), result: mbtiProviderResult.nullable() }),
  z.object({ id: z.string().min(1).max(100), type: z.literal('SII'), completedAt: z.iso.datetime(), reportReady: z.boolean(), result: siiProviderResult.nullable() }),
]);
export type ProviderAssessment = z.infer<typeof providerAssessment>;

export const resultsResponse = z.object({ assessments: z.array(providerAssessment).max(200) });
export type ResultsResponse = z.infer<typeof resultsResponse>;

/** The provider's error body. */
export const providerErrorBody = z.object({ error: z.string() });
