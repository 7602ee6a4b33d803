// The demo customers' complete profiles and delivery addresses, so the account
// pages and, later, order forms have realistic data on a newcomer's first start.
import type { Kysely, Updateable } from 'kysely'
import type { DB, MemberTable } from '#server/db/schema.ts'
import { recordRegistrationConsents } from '#server/modules/consents/consent.service.ts'
import type { AddressFields } from './address.repo.ts'

interface DemoCustomer {
  profile: Omit<Updateable<MemberTable>, 'id' | 'email'>
  /** The first one is the default. */
  addresses: [AddressFields, AddressFields]
}

const DEMO_CUSTOMERS: Record<string, DemoCustomer> = {
  'demo1@example.com': {
    profile: {
      username: 'wangxiaoming',
      company: '复旦大学生命科学学院',
      department: '遗传工程国家重点实验室',
      fapiaoTitle: '复旦大学',
      comCode: '91310110MA1G000001',
      tel2: '8021',
      phone: '021-31246500',
      phone1: '021-31246501',
      piEmail: 'zhang.jianguo@lab.example.cn',
      piFname: '张',
      piLname: '建国',
      road: 3,
      isSendup: 1,
      country: 0,
      provinceId: 31,
      // 杨浦区
      cityId: 310110,
      address: '复旦大学生命科学学院',
      zip: '200438',
    },
    addresses: [
      {
        name: '王晓明',
        company: '复旦大学生命科学学院',
        country: 0,
        provinceId: 31,
        cityId: 310110,
        address: '邯郸路 220 号 生命科学学院新楼 301 室',
        zip: '200438',
        tel: '13800138001',
        tel2: '8021',
      },
      {
        name: '陈思远',
        company: '苏州生物医药产业园 B3 楼实验平台',
        country: 0,
        provinceId: 32,
        cityId: 3205,
        address: '工业园区星湖街 218 号 B3 楼 5 层',
        zip: '215123',
        tel: '0512-62956000',
        tel2: '805',
      },
    ],
  },
  'demo2@example.com': {
    profile: {
      username: 'lijing',
      company: '中山大学中山医学院',
      department: '细胞与发育生物学系',
      fapiaoTitle: '中山大学',
      comCode: '91440101MA5D000002',
      tel2: '3306',
      phone: '020-87330000',
      phone1: '020-87330001',
      piEmail: 'huang.wei@lab.example.cn',
      piFname: '黄',
      piLname: '伟',
      road: 1,
      isSendup: 0,
      country: 0,
      provinceId: 44,
      cityId: 4401,
      address: '中山大学中山医学院',
      zip: '510080',
    },
    addresses: [
      {
        name: '李静',
        company: '中山大学中山医学院',
        country: 0,
        provinceId: 44,
        cityId: 4401,
        address: '越秀区中山二路 74 号 实验楼 5 楼 512 室',
        zip: '510080',
        tel: '13800138002',
        tel2: '',
      },
      {
        name: '刘洋',
        company: '深圳湾实验室',
        country: 0,
        provinceId: 44,
        cityId: 4403,
        address: '光明区光侨大道 9 号 A 栋 3 层样本接收室',
        zip: '518132',
        tel: '0755-26849000',
        tel2: '312',
      },
    ],
  },
}

/**
 * Completes the demo customers inserted by the seed (looked up by e-mail), with the consents
 * their registration would have recorded.
 */
export async function seedDemoCustomers(db: Kysely<DB>, now: string): Promise<void> {
  for (const [email, { profile, addresses }] of Object.entries(DEMO_CUSTOMERS)) {
    const member = await db.selectFrom('member').select('id').where('email', '=', email).executeTakeFirst()
    if (!member) continue
    await db.updateTable('member').set(profile).where('id', '=', member.id).execute()
    await recordRegistrationConsents(db, member.id, profile.isSendup === 1 ? 1 : 0, '')
    await db
      .insertInto('address')
      .values(
        addresses.map((address, index) => ({
          ...address,
          uid: member.id,
          isDefault: index === 0 ? 1 : 0,
          createTime: now,
          updateTime: now,
        })),
      )
      .execute()
  }
}
