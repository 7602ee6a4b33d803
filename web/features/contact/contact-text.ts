// The contact form's own text in both interface languages; its messages come from the
// shared schema and the API in the page's language.
import type { Lang } from '#common/i18n/lang.ts'

const zh = {
  form: '在线留言表单',
  loading: '正在加载留言表单',
  lead: '请留下您的需求，我们的技术顾问将在一个工作日内与您联系。',
  fname: '名字',
  lname: '姓氏',
  email: '电子邮箱',
  industry: '所属行业',
  country: '国家/地区',
  zipcode: '邮编',
  company: '单位名称',
  body: '留言内容',
  select: '请选择',
  submit: '提交',
}

export type ContactText = typeof zh

const en: ContactText = {
  form: 'Contact form',
  loading: 'Loading the contact form',
  lead: 'Leave us a message and our team will get back to you within one working day.',
  fname: 'First Name',
  lname: 'Last Name',
  email: 'E-mail',
  industry: 'Industry',
  country: 'Country',
  zipcode: 'Zip Code',
  company: 'Company',
  body: 'Message',
  select: 'Please select',
  submit: 'Submit',
}

export const CONTACT_TEXT: Record<Lang, ContactText> = { zh, en }
