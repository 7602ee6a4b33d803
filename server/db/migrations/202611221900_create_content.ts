import type { AnyKysely } from '../dialect.ts'
import { intDefault, textDefault, withIdColumn } from '../dialect.ts'

export async function up(db: AnyKysely): Promise<void> {
  await withIdColumn(db, db.schema.createTable('category'))
    .addColumn('pid', 'integer', intDefault())
    .addColumn('catname', 'text', (col) => col.notNull())
    .addColumn('encatname', 'text', textDefault)
    .addColumn('molds', 'text', textDefault)
    .addColumn('type', 'integer', intDefault())
    .addColumn('gourl', 'text', textDefault)
    .addColumn('trait', 'integer', intDefault())
    .addColumn('litpicm', 'text', textDefault)
    .addColumn('order_type', 'integer', intDefault())
    .addColumn('description', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('youshi', 'text', textDefault)
    .addColumn('sort', 'integer', intDefault())
    .addColumn('seo_title', 'text', textDefault)
    .addColumn('seo_keywords', 'text', textDefault)
    .addColumn('seo_description', 'text', textDefault)
    .execute()
  await db.schema.createIndex('category_pid_sort').on('category').columns(['pid', 'sort']).execute()

  await withIdColumn(db, db.schema.createTable('article'))
    .addColumn('tid', 'integer', (col) => col.notNull().references('category.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('keywords', 'text', textDefault)
    .addColumn('litpic', 'text', textDefault)
    .addColumn('is_recommended', 'integer', intDefault())
    .addColumn('sort', 'integer', intDefault())
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('article_tid').on('article').column('tid').execute()

  await withIdColumn(db, db.schema.createTable('news'))
    .addColumn('tid', 'integer', (col) => col.notNull().references('category.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('litpic', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .addColumn('update_time', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('news_tid_time').on('news').columns(['tid', 'create_time']).execute()

  await withIdColumn(db, db.schema.createTable('job'))
    .addColumn('kind', 'integer', intDefault())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('leixing', 'text', textDefault)
    .addColumn('didian', 'text', textDefault)
    .addColumn('renshu', 'integer', intDefault(1))
    .addColumn('body', 'text', textDefault)
    .addColumn('create_time', 'text', (col) => col.notNull())
    .execute()

  await withIdColumn(db, db.schema.createTable('welfare'))
    .addColumn('title', 'text', textDefault)
    .addColumn('litpic', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('sort', 'integer', intDefault())
    .execute()

  await withIdColumn(db, db.schema.createTable('work_place'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', textDefault)
    .addColumn('sort', 'integer', intDefault())
    .execute()

  await withIdColumn(db, db.schema.createTable('ad'))
    .addColumn('position_id', 'integer', intDefault(1))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('adfile', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('is_showbody', 'integer', intDefault())
    .addColumn('gourl', 'text', textDefault)
    .addColumn('status', 'integer', intDefault(1))
    .addColumn('sort', 'integer', intDefault())
    .execute()

  await db.schema
    .createTable('site_setting')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', textDefault)
    .execute()

  await db.schema
    .createTable('content_block')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', textDefault)
    .addColumn('body', 'text', textDefault)
    .addColumn('litpic', 'text', textDefault)
    .addColumn('sort', 'integer', intDefault())
    .execute()
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of [
    'content_block',
    'site_setting',
    'ad',
    'work_place',
    'welfare',
    'job',
    'news',
    'article',
    'category',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
