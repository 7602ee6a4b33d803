// A small bar chart of a count per day, drawn with Chart.js in the antd theme's colours and
// font. The dashboard loads it lazily, so the library is fetched by the console only.
import { theme } from 'antd'
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import { useEffect, useRef } from 'react'
import type { PerDay } from '#common/schemas/admin-dashboard.ts'

// Only what a bar chart needs, so the bundle keeps the rest of Chart.js out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

export interface DailyChartProps {
  /** What is counted (新订单); names the chart for screen readers and the tooltip. */
  label: string
  perDay: PerDay
}

/** The canvas is a picture to assistive technology: its name says what the bars show. */
function describe(label: string, perDay: PerDay): string {
  const total = perDay.reduce((sum, day) => sum + day.count, 0)
  if (total === 0) return `近 ${perDay.length} 天没有${label}`
  const busiest = perDay.reduce((most, day) => (day.count > most.count ? day : most))
  return `近 ${perDay.length} 天每天的${label}：共 ${total}，最多的一天是 ${busiest.date}，${busiest.count}`
}

export default function DailyChart({ label, perDay }: DailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const { token } = theme.useToken()

  useEffect(() => {
    const font = { family: token.fontFamily, size: token.fontSizeSM }
    const ticks = { color: token.colorTextDescription, font }
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: {
        // Month-day under the bars; the tooltip names the full date.
        labels: perDay.map((day) => day.date.slice(5)),
        datasets: [
          {
            label,
            data: perDay.map((day) => day.count),
            backgroundColor: token.colorPrimary,
            hoverBackgroundColor: token.colorPrimaryHover,
            borderRadius: 2,
            maxBarThickness: 24,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false }, ticks: { ...ticks, maxRotation: 0, autoSkipPadding: 12 } },
          y: {
            beginAtZero: true,
            border: { display: false },
            grid: { color: token.colorSplit },
            ticks: { ...ticks, precision: 0, maxTicksLimit: 5 },
          },
        },
        plugins: {
          tooltip: {
            titleFont: font,
            bodyFont: font,
            displayColors: false,
            callbacks: {
              title: ([item]) => (item ? perDay[item.dataIndex]?.date : undefined) ?? '',
              label: (item) => `${label}：${item.formattedValue}`,
            },
          },
        },
      },
    })
    return () => chart.destroy()
  }, [label, perDay, token])

  return (
    <div className="admin-dashboard__chart">
      <canvas ref={canvas} role="img" aria-label={describe(label, perDay)} />
    </div>
  )
}
