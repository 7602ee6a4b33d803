// The storage the configuration names (server/env.ts has checked that S3 settings are complete).
import type { Env } from '#server/env.ts'
import { createLocalStorage } from './local-storage.ts'
import { type S3Settings, createS3Storage } from './s3-storage.ts'
import type { FileStorage } from './storage.ts'

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>

export function s3SettingsOf(env: StorageEnv): S3Settings {
  const required = (name: string, value: string | undefined) => {
    if (!value) throw new Error(`${name} is required for object storage（使用对象存储时必须填写 ${name}）`)
    return value
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: required('S3_REGION', env.S3_REGION),
    bucket: required('S3_BUCKET', env.S3_BUCKET),
    accessKeyId: required('S3_ACCESS_KEY_ID', env.S3_ACCESS_KEY_ID),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  }
}

export function createStorage(env: StorageEnv): FileStorage {
  return env.STORAGE === 's3' ? createS3Storage(s3SettingsOf(env)) : createLocalStorage(env.DATA_DIR)
}
