import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv, startupWarnings } from './env.ts'

describe('parseEnv', () => {
  it('没有任何配置时使用默认值（SQLite、3000 端口、演示账号）', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DATA_DIR).toMatch(/data$/)
    expect(env.SEED_DEMO_ACCOUNTS).toBe('true')
  })

  it('生产环境默认不创建演示账号', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).SEED_DEMO_ACCOUNTS).toBe('false')
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe('true')
  })

  it('页面缓存默认 64 MB，0 表示关闭，负数或非数字被拒绝', () => {
    expect(parseEnv({}).PAGE_CACHE_MB).toBe(64)
    expect(parseEnv({ PAGE_CACHE_MB: '0' }).PAGE_CACHE_MB).toBe(0)
    expect(parseEnv({}).PAGE_CACHE_NAMESPACE).toBe('portal:page-cache:')
    expect(() => parseEnv({ PAGE_CACHE_MB: '-1' })).toThrow(/PAGE_CACHE_MB/)
    expect(() => parseEnv({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB/)
  })

  it('CRISPR-Net 的计算内核默认自动选择，只接受 auto、js、wasm', () => {
    expect(parseEnv({}).CRISPR_NET_KERNEL).toBe('auto')
    expect(parseEnv({ CRISPR_NET_KERNEL: 'js' }).CRISPR_NET_KERNEL).toBe('js')
    expect(() => parseEnv({ CRISPR_NET_KERNEL: 'gpu' })).toThrow(/CRISPR_NET_KERNEL/)
  })

  it('空字符串等同于未设置', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined()
  })

  it('错误的配置列出每一个出错的变量', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(EnvError)
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL')
      expect(message).toContain('LOG_LEVEL')
    }
  })

  it('文件默认存在本地；STORAGE=s3 时缺少的每个 S3 设置都被点名（中英文说明），S3_ENDPOINT 可不设（AWS）', () => {
    const local = parseEnv({})
    expect([local.STORAGE, local.S3_FORCE_PATH_STYLE]).toEqual(['local', false])
    expect([local.STORAGE_SIGNED_URL_MIN_BYTES, local.STORAGE_SIGNED_URL_SECONDS]).toEqual([100 * 1024 * 1024, 600])
    expect(() => parseEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/)

    expect(() => parseEnv({ STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(
      [
        'Invalid configuration:',
        '  S3_REGION: required when STORAGE=s3（使用对象存储时必须填写）',
        '  S3_ACCESS_KEY_ID: required when STORAGE=s3（使用对象存储时必须填写）',
        '  S3_SECRET_ACCESS_KEY: required when STORAGE=s3（使用对象存储时必须填写）',
      ].join('\n'),
    )
    const complete = {
      STORAGE: 's3',
      S3_REGION: 'oss-cn-hangzhou',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(parseEnv(complete).S3_ENDPOINT).toBeUndefined()
    expect(parseEnv({ ...complete, S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true)
    expect(() => parseEnv({ ...complete, S3_ENDPOINT: 'oss-cn-hangzhou' })).toThrow(/S3_ENDPOINT/)
    expect(() => parseEnv({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
    expect(() => parseEnv({ STORAGE_SIGNED_URL_SECONDS: '0' })).toThrow(/STORAGE_SIGNED_URL_SECONDS/)
    expect(() => parseEnv({ STORAGE_SIGNED_URL_SECONDS: '604801' })).toThrow(/STORAGE_SIGNED_URL_SECONDS/)
  })

  it('未设置数据目录时使用仓库旁的 ../shared（存在时），显式设置优先', () => {
    const shared = path.resolve(import.meta.dirname, '../../shared')
    const env = parseEnv({})
    for (const [key, relative] of [
      ['PLASMID_GENBANK_DIR', 'plasmids/genbank'],
      ['CRISPR_NET_MODEL_DIR', 'crispr-net'],
    ] as const) {
      const dir = path.join(shared, relative)
      expect(env[key]).toBe(fs.existsSync(dir) ? dir : undefined)
      expect(parseEnv({ [key]: '/srv/data' })[key]).toBe('/srv/data')
      expect(parseEnv({ [key]: '' })[key]).toBe(env[key])
    }
  })
})

describe('startupWarnings', () => {
  const warningsOf = (given: Record<string, string>) => startupWarnings(parseEnv(given), given)
  const GENBANK = { PLASMID_GENBANK_DIR: '/srv/genbank' }

  it('in production, says when PUBLIC_URL is missing: links in mails would name localhost', () => {
    expect(warningsOf({ ...GENBANK, NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL is not set: links in e-mails and share links point to http://localhost:3000 (README, Configuration)',
    ])
    expect(warningsOf({ ...GENBANK, NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.cn' })).toEqual([])
    expect(warningsOf({ ...GENBANK, NODE_ENV: 'development' })).toEqual([])
  })

  it('says when the GenBank folder is missing', () => {
    // Unset, it is ../shared beside the repository, which this checkout has.
    const env = { ...parseEnv({}), PLASMID_GENBANK_DIR: undefined }
    expect(startupWarnings(env, {})).toEqual([expect.stringMatching(/^PLASMID_GENBANK_DIR is not set/)])
  })
})
