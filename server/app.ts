// buildApp() assembles the whole application without listening, so tests run the
// real thing through app.inject(). server/index.ts adds the listener.
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { ENGLISH } from '#common/i18n/english.ts'
import { provideEnglish } from '#common/i18n/translate.ts'
import type { Database } from './db/database.ts'
import type { Env } from './env.ts'
import { AppError } from './errors.ts'
import { compression } from './lib/compression.ts'
import { requestIdOf, trustProxyOption } from './lib/client-request.ts'
import { type FirstAnswer, serverAnsweringFirst } from './lib/http-server.ts'
import { LineBatch } from './lib/line-batch.ts'
import { type LogDestination, accessLineOf, accessLogWriter, loggerOptions, stdoutLines } from './lib/logger.ts'
import { accountRoutes } from './modules/account/account.routes.ts'
import { consentRoutes } from './modules/consents/consent.routes.ts'
import { privacyVersionsAdminRoutes } from './modules/consents/privacy-versions.admin.routes.ts'
import { customersAdminRoutes } from './modules/account/admin/customers.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { captchaRoutes } from './modules/captcha/captcha.routes.ts'
import { categoriesAdminRoutes } from './modules/cms/admin/categories.routes.ts'
import { contentItemsRoutes } from './modules/cms/admin/content-items.routes.ts'
import { siteTextsAdminRoutes } from './modules/cms/admin/site-texts.routes.ts'
import { cmsRoutes } from './modules/cms/cms.routes.ts'
import { crisprOptionsRoutes } from './modules/crispr/crispr-options.routes.ts'
import { crisprJobAdminRoutes } from './modules/crispr/jobs/crispr-job.admin.routes.ts'
import { crisprJobRoutes } from './modules/crispr/jobs/crispr-job.routes.ts'
import { type CrisprJobService, createCrisprJobService } from './modules/crispr/jobs/crispr-job.service.ts'
import { createCrisprRuntime } from './modules/crispr/jobs/crispr-runtime.ts'
import { fapiaoAdminRoutes } from './modules/fapiao/admin/fapiao-admin.routes.ts'
import { fapiaoRoutes } from './modules/fapiao/fapiao.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { ordersAdminRoutes } from './modules/orders/admin/admin-orders.routes.ts'
import { sampleImportRoutes } from './modules/orders/import/sample-import.routes.ts'
import { orderRoutes } from './modules/orders/orders.routes.ts'
import { sheetRoutes } from './modules/orders/sheet/sheet.routes.ts'
import { plasmidAdminRoutes } from './modules/plasmids/admin/plasmid-admin.routes.ts'
import { createPlasmidRepo } from './modules/plasmids/plasmid.repo.ts'
import { plasmidRoutes } from './modules/plasmids/plasmid.routes.ts'
import { type PlasmidService, createPlasmidService } from './modules/plasmids/plasmid.service.ts'
import { regionRoutes } from './modules/region/region.routes.ts'
import { searchRoutes } from './modules/search/search.routes.ts'
import { seoRoutes } from './modules/seo/seo.routes.ts'
import { dashboardRoutes } from './modules/staff/dashboard.routes.ts'
import { staffAccountsRoutes } from './modules/staff/staff-accounts.routes.ts'
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.ts'
import { schedulePurge } from './modules/verification/purge-expired.ts'
import { deliverablesAdminRoutes } from './modules/deliverables/admin/deliverables-admin.routes.ts'
import { deliverableRoutes } from './modules/deliverables/deliverables.routes.ts'
import { type DeliverablesService, createDeliverablesService } from './modules/deliverables/deliverables.service.ts'
import { scheduleDeliverableExpiry } from './modules/deliverables/expire-deliverables.ts'
import { verificationRoutes } from './modules/verification/verification.routes.ts'
import { imagesAdminRoutes, publicImageRoutes } from './modules/uploads/admin/images.routes.ts'
import { uploadRoutes } from './modules/uploads/uploads.routes.ts'
import { inquiryRoutes, visitorRoutes } from './modules/visitor/visitor.routes.ts'
import { inboxAdminRoutes } from './modules/visitor/admin/inbox.routes.ts'
import { customerDeletionAdminRoutes } from './modules/privacy/admin/customer-deletion.routes.ts'
import { privacyRoutes } from './modules/privacy/privacy.routes.ts'
import { createVisitorRepo } from './modules/visitor/visitor.repo.ts'
import { type VisitorService, createVisitorService } from './modules/visitor/visitor.service.ts'
import apiParams from './plugins/api-params.ts'
import auth from './plugins/auth.ts'
import dbPlugin from './plugins/db.ts'
import errorHandler, { BAD_URL_MESSAGE, sendError } from './plugins/error-handler.ts'
import messageLanguage from './plugins/message-language.ts'
import openapi from './plugins/openapi.ts'
import pageCache, { invalidatePagesAfterWrite } from './plugins/page-cache.ts'
import { recordRouteMethods } from './plugins/route-methods.ts'
import rateLimit from './plugins/rate-limit.ts'
import requestTimeouts from './plugins/request-timeouts.ts'
import security from './plugins/security.ts'
import services from './plugins/services.ts'
import staffAuth, { guardStaffRoutes } from './plugins/staff-auth.ts'
import storage from './plugins/storage.ts'
import { type SsrOptions, ssrPlugin } from './plugins/ssr.ts'
import { type StaticAssetsOptions, staticAssets } from './plugins/static-assets.ts'

export interface AppOptions {
  env: Env
  database: Database
  /** Server rendering of the web app; API-only when absent (most API tests). */
  web?: { ssr: SsrOptions; assets?: StaticAssetsOptions }
  /** Extra plugins registered before the web catch-all (development: Vite middleware). */
  beforeWeb?: (app: FastifyInstance) => Promise<void>
  /** Vite's development server: its inline scripts carry no nonce, so no CSP. */
  devServer?: boolean
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: LogDestination
  /** Settles once the database is migrated; the API answers 503 until then (server/boot.ts). */
  databasePrepared?: Promise<void>
}

export async function buildApp({
  env,
  database,
  web,
  beforeWeb,
  devServer = false,
  logStream,
  databasePrepared,
}: AppOptions): Promise<FastifyInstance> {
  // API messages in English for English requests (Accept-Language, the language cookie).
  provideEnglish(ENGLISH)
  const trustProxy = trustProxyOption(env.TRUST_PROXY)
  const logLines = logStream ?? stdoutLines()
  // Set once the page cache is registered: kept pages are answered before Fastify's handler.
  let answerFirst: FirstAnswer = () => false
  const app = Fastify({
    serverFactory: serverAnsweringFirst(() => answerFirst),
    logger: loggerOptions(env.LOG_LEVEL, logLines),
    // One access line per request instead, written when it is answered (accessLogWriter).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdOf(request.headers),
    trustProxy,
    forceCloseConnections: 'idle',
    // Slow clients: headers and whole requests are timed by Node (answered 408 and closed),
    // bodies by the request-timeouts plugin; idle keep-alive connections close soon.
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    requestTimeout: env.REQUEST_MAX_SECONDS * 1000,
    http: {
      headersTimeout: Math.min(env.REQUEST_HEADERS_TIMEOUT_SECONDS, env.REQUEST_MAX_SECONDS) * 1000,
      // How often Node looks for connections past those time-outs (its default is 30 s).
      connectionsCheckingInterval: 1000,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own rejections (a malformed path) are answered in the envelope too.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'VALIDATION_FAILED', BAD_URL_MESSAGE),
  })
  // First, so that every route's rendering can use it.
  await app.register(pageCache, {
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    redisUrl: env.REDIS_URL,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    nameSpace: env.PAGE_CACHE_NAMESPACE,
    development: devServer,
    trustProxy,
  })
  answerFirst = app.pageCache.answerFirst
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  if (logLines instanceof LineBatch) {
    app.addHook('onClose', (_instance, done) => {
      logLines.close()
      done()
    })
  }
  const accessLog = accessLogWriter(app.log)
  app.addHook('onResponse', (request, reply, done) => {
    accessLog(accessLineOf(request, reply))
    done()
  })

  await app.register(requestTimeouts, {
    bodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    uploadMinBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
  })
  await app.register(dbPlugin, { database, ...(databasePrepared ? { prepared: databasePrepared } : {}) })
  await app.register(services, { env })
  await app.register(storage, { env })
  await app.register(auth)
  await app.register(staffAuth)
  await app.register(errorHandler)
  await app.register(messageLanguage)
  await app.register(security, { development: devServer })
  await app.register(compress, compression)
  await app.register(openapi)
  await app.register(healthRoutes)
  await app.register(seoRoutes, { publicUrl: env.PUBLIC_URL })

  const background = backgroundTasks(app, databasePrepared)
  const visitor = visitorService(app)
  /** The content module's calls, which server rendering shares between pages. */
  const siteContentCalls = new Set<string>()
  const crisprJobs = crisprJobService(app, env, background)
  const plasmids = createPlasmidService(createPlasmidRepo(app.db))
  const deliverables = createDeliverablesService({
    db: app.db,
    storage: app.storage,
    mailer: app.services.mailer,
    publicUrl: env.PUBLIC_URL,
    linkSeconds: app.downloadPolicy.signedUrlSeconds,
  })
  /** Body parsing, the spec's query-style params and rate limits, for every API scope. */
  const apiScope = (routes: (api: FastifyInstance) => Promise<void>) => async (api: FastifyInstance) => {
    api.addHook('onRequest', async () => {
      if (!app.databaseReady()) throw new AppError('UNAVAILABLE')
    })
    await api.register(formbody)
    await api.register(apiParams)
    await api.register(rateLimit, {
      redisUrl: env.REDIS_URL,
      redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
      nameSpace: env.RATE_LIMIT_NAMESPACE,
    })
    await routes(api)
  }

  await app.register(
    apiScope(async (api) => {
      const methodsOf = recordRouteMethods(api)
      await api.register(cmsRoutes, { siteContentCalls })
      await api.register(verificationRoutes)
      await api.register(captchaRoutes)
      await api.register(visitorRoutes, { visitor })
      await api.register(uploadRoutes)
      await api.register(searchRoutes)
      await api.register(regionRoutes)
      await api.register(crisprOptionsRoutes)
      await api.register(crisprJobRoutes, { jobs: crisprJobs, publicUrl: env.PUBLIC_URL })
      await api.register(plasmidRoutes, { plasmids })
      await api.register(accountRoutes, { publicUrl: env.PUBLIC_URL })
      await api.register(consentRoutes)
      await api.register(privacyRoutes)
      await api.register(orderRoutes)
      await api.register(sampleImportRoutes)
      await api.register(sheetRoutes, {
        siteOrigin: env.PUBLIC_URL,
        font: { path: env.SHEET_FONT_PATH, name: env.SHEET_FONT_NAME },
      })
      await api.register(fapiaoRoutes, { publicUrl: env.PUBLIC_URL })
      await api.register(deliverableRoutes, { service: deliverables })
      await api.register(adminRoutes, {
        prefix: '/admin',
        plasmids,
        crisprJobs,
        deliverables,
        publicUrl: env.PUBLIC_URL,
      })
      // Anything else under /api/v1 (the bare prefix too) is an unknown call, or a known one
      // with the wrong method, answered in the envelope.
      const unknownCall = (request: FastifyRequest, reply: FastifyReply) =>
        sendError(request, reply, 'NOT_FOUND', '接口不存在')
      api.all('/', { schema: { hide: true } }, async (request, reply) => unknownCall(request, reply))
      api.all('/*', async (request, reply) => {
        const allowed = methodsOf(request.url.split('?')[0] ?? '')
        if (!allowed) return unknownCall(request, reply)
        reply.header('allow', allowed.join(', '))
        return sendError(request, reply, 'METHOD_NOT_ALLOWED')
      })
    }),
    { prefix: '/api/v1' },
  )
  // The spec puts the buy inquiry at /messages/send-mail, outside /api/v1.
  await app.register(
    apiScope(async (api) => api.register(inquiryRoutes, { visitor })),
    { prefix: '/messages' },
  )

  await app.register(publicImageRoutes)

  // Expired one-time codes and captcha challenges are deleted in the background.
  background.run({ start: () => schedulePurge(app.db, app.log) })
  background.run({ start: () => scheduleDeliverableExpiry(app.db, app.storage, app.log) })

  if (beforeWeb) await beforeWeb(app)
  if (web) {
    if (web.assets) await app.register(staticAssets, web.assets)
    await app.register(ssrPlugin, { ...web.ssr, publicUrl: env.PUBLIC_URL, siteContentCalls })
  }
  return app
}

/** The admin console's calls: each declares the staff roles it admits (plugins/staff-auth.ts). */
async function adminRoutes(
  admin: FastifyInstance,
  {
    plasmids,
    crisprJobs,
    deliverables,
    publicUrl,
  }: { plasmids: PlasmidService; crisprJobs: CrisprJobService; deliverables: DeliverablesService; publicUrl: string },
) {
  guardStaffRoutes(admin)
  await admin.register(staffAuthRoutes)
  await admin.register(staffAccountsRoutes)
  await admin.register(dashboardRoutes)
  await admin.register(auditRoutes)
  // What the public pages show: a write here is on the next page view (ADR 014).
  await admin.register(async (content) => {
    content.addHook('onSend', invalidatePagesAfterWrite)
    await content.register(categoriesAdminRoutes)
    await content.register(contentItemsRoutes)
    await content.register(siteTextsAdminRoutes)
    await content.register(privacyVersionsAdminRoutes)
    await content.register(imagesAdminRoutes)
    await content.register(plasmidAdminRoutes, { plasmids })
  })
  await admin.register(customersAdminRoutes, { publicUrl })
  await admin.register(customerDeletionAdminRoutes)
  await admin.register(ordersAdminRoutes)
  await admin.register(fapiaoAdminRoutes, { publicUrl })
  await admin.register(deliverablesAdminRoutes, { service: deliverables })
  await admin.register(inboxAdminRoutes)
  await admin.register(crisprJobAdminRoutes, { jobs: crisprJobs })
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */

interface BackgroundTask {
  /** Starts the task; returns what stops it (awaited when the app closes). */
  start: () => () => void | Promise<void>
}

/**
 * Work the process does on its own (purges, the CRISPR-Net worker): started once the app is
 * ready and the database prepared, stopped when the app closes. Each task survives a
 * database outage by itself (it logs the failed round and tries again at the next one).
 */
function backgroundTasks(app: FastifyInstance, databasePrepared: Promise<void> | undefined) {
  const stops: (() => void | Promise<void>)[] = []
  let closing = false
  app.addHook('onClose', async () => {
    closing = true
    await Promise.all(stops.map((stop) => stop()))
  })
  return {
    run(task: BackgroundTask) {
      app.addHook('onReady', async () => {
        ;(databasePrepared ?? Promise.resolve()).then(
          () => {
            if (!closing) stops.push(task.start())
          },
          () => undefined,
        )
      })
    },
  }
}

/**
 * CRISPR-Net jobs; with CRISPR_WORKER=inline this process also scores them (until the app
 * closes, which waits for the job in hand).
 */
function crisprJobService(
  app: FastifyInstance,
  env: Env,
  background: ReturnType<typeof backgroundTasks>,
): CrisprJobService {
  const runtime =
    env.CRISPR_WORKER === 'inline'
      ? createCrisprRuntime({ env, db: app.db, mailer: app.services.mailer, results: app.storage, log: app.log })
      : undefined
  if (runtime) {
    background.run({
      start: () => {
        runtime.start()
        return () => runtime.stop()
      },
    })
  }
  return createCrisprJobService({
    db: app.db,
    modelDir: env.CRISPR_NET_MODEL_DIR,
    results: app.storage,
    onSubmitted: () => runtime?.worker.wake(),
  })
}

function visitorService(app: FastifyInstance): VisitorService {
  const { mailer, verification, captcha } = app.services
  return createVisitorService({
    repo: createVisitorRepo(app.db),
    sendMail: (mail) => mailer.send(mail),
    verifySmsCode: ({ target, code }) => verification.verify({ purpose: 'sms_booking', target, code }),
    consumeSlider: (captchaId) => captcha.consumePassedSlider(captchaId),
    log: app.log,
  })
}
