// API messages follow the language of the request: the site's cookie, then Accept-Language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextIp } from '#tests/setup/account-helpers.ts'
import { type TestApp, createTestApp, post } from '#tests/setup/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const EN = { cookie: 'lang=en' }
const send = (url: string, payload: Record<string, unknown>, headers?: Record<string, string>) =>
  post(t.app, url, payload, { ip: nextIp(), ...(headers ? { headers } : {}) })

const contact = {
  fname: 'Wei',
  lname: 'Zhang',
  email: 'wei@lab.example.org',
  industry: 'Academic',
  country: 'China',
  company: 'Example Bio',
  body: 'A quote for knockout cell lines, please.',
}

describe('a rejected contact message', () => {
  it('is answered in Chinese without a language cookie', async () => {
    const { body } = await send('/api/v1/message/addMessage', { email: 'bad' })
    expect(body).toMatchObject({ code: 201, message: '请输入名字' })
    expect(body.fieldErrors).toMatchObject({ lname: '请输入姓氏', email: '邮箱地址不合法!' })
  })

  it('is answered in English, message and every field, with the cookie lang=en', async () => {
    const { body } = await send('/api/v1/message/addMessage', { email: 'bad' }, EN)
    expect(body).toMatchObject({ code: 201, error: 'VALIDATION_FAILED', message: 'Please enter your first name.' })
    expect(body.fieldErrors).toEqual({
      fname: 'Please enter your first name.',
      lname: 'Please enter your last name.',
      email: 'Please enter a valid e-mail address.',
      industry: 'Please select your industry.',
      country: 'Please select your country.',
      company: 'Please enter your institution or company.',
      body: 'Please enter your message.',
    })
  })

  it('is answered in English when the browser prefers English and no cookie says otherwise', async () => {
    const { body } = await send('/api/v1/message/addMessage', { email: 'bad' }, { 'accept-language': 'en-US,en;q=0.9' })
    expect(body.message).toBe('Please enter your first name.')
  })

  it('is answered in Chinese when the cookie chose Chinese, whatever the browser prefers', async () => {
    const { body } = await send(
      '/api/v1/message/addMessage',
      { email: 'bad' },
      { cookie: 'lang=zh', 'accept-language': 'en-US,en;q=0.9' },
    )
    expect(body.message).toBe('请输入名字')
  })
})

describe('success messages', () => {
  it('follow the language too', async () => {
    expect((await send('/api/v1/message/addMessage', contact)).body.message).toBe('提交成功，感谢您的留言')
    expect((await send('/api/v1/message/addMessage', contact, EN)).body.message).toBe(
      'Submitted successfully. Thank you for your message!',
    )
  })

  it('the plasmid list, sent as prepared bytes, included', async () => {
    expect((await send('/api/v1/plasmid/list', {})).body.message).toBe('操作成功')
    expect((await send('/api/v1/plasmid/list', {}, EN)).body.message).toBe('Done.')
  })
})

describe('errors of the error handler', () => {
  it('a failed login (a rejection thrown by a service)', async () => {
    const payload = { email: 'nobody@example.com', password: 'Wrong@12345' }
    expect((await send('/api/v1/user/login', payload)).body).toMatchObject({ code: 201, message: '邮箱或密码错误' })
    expect((await send('/api/v1/user/login', payload, EN)).body).toMatchObject({
      code: 201,
      message: 'Wrong e-mail address or password.',
    })
  })

  it('a rejected registration (schema validation)', async () => {
    const chinese = await send('/api/v1/user/register', { email: 'not-an-email' })
    expect(chinese.body.fieldErrors).toMatchObject({ email: '邮箱地址不合法!', password: '请输入密码!' })
    const { body } = await send('/api/v1/user/register', { email: 'not-an-email' }, EN)
    expect(body.code).toBe(201)
    expect(body.fieldErrors).toMatchObject({
      email: 'Please enter a valid e-mail address.',
      password: 'Please enter a password.',
      province_id: 'Please select a province.',
    })
  })

  it('an unknown call and a missing session', async () => {
    expect((await send('/api/v1/no/such/call', {}, EN)).body).toMatchObject({ code: 404, message: 'No such API call.' })
    expect((await send('/api/v1/user/getMyinfo', {}, EN)).body).toMatchObject({
      code: 401,
      message: 'Please log in first.',
    })
  })

  it('a rate limit, with the wait in the message', async () => {
    const ip = nextIp()
    const headers = EN
    let last = await post(t.app, '/api/v1/message/addMessage', contact, { ip, headers })
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await post(t.app, '/api/v1/message/addMessage', contact, { ip, headers })
    }
    expect(last.status).toBe(429)
    expect(last.body.message).toMatch(/^Too many requests\. Please try again in \d+ (second|minute|hour)s?\.$/)
  })
})

describe('data.info that repeats the message', () => {
  it('is translated with it', async () => {
    const { body } = await send('/api/v1/user/resendActivation', { email: 'someone@example.com' }, EN)
    expect(body.message).toMatch(/^If this e-mail address is registered/)
    expect(body.data.info).toBe(body.message)
  })
})

describe('the admin console', () => {
  const english = { 'accept-language': 'en-US,en;q=0.9' }
  const wrong = { email: 'nobody@example.com', password: 'Wrong@12345' }

  it('answers a failed staff login in Chinese to an English-language browser, with the English cookie too', async () => {
    for (const headers of [english, { ...english, ...EN }]) {
      const { body } = await send('/api/v1/admin/auth/login', wrong, headers)
      expect(body.message).toBe('邮箱或密码错误')
    }
    // The same browser gets English on the public site's login.
    expect((await send('/api/v1/user/login', wrong, english)).body.message).toBe('Wrong e-mail address or password.')
  })

  it('answers its field errors and its missing session in Chinese', async () => {
    const { body } = await send('/api/v1/admin/auth/login', { email: 'not-an-email' }, english)
    expect(body.code).toBe(201)
    expect(Object.values(body.fieldErrors ?? {}).join()).toMatch(/[\u4e00-\u9fff]/)
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/admin/auth/me', headers: english })
    expect(session.json()).toMatchObject({ code: 401, message: '请先登录管理后台' })
  })
})
