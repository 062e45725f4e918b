import type { AdminSystemMetrics } from "@chefzap/shared";
import { Activity, Clock, Cpu, Database, HardDrive, MemoryStick, Plug, TriangleAlert } from "lucide-react";
import { SYSTEM_METRICS_REFRESH_MS, useSystemMetrics } from "../api/get-stats";
import { formatTime } from "../lib/format-date-time";
import {
  formatBytes,
  formatDecimal,
  formatDuration,
  formatInteger,
  formatPercent,
} from "../lib/format-numbers";
import { AuditLog } from "./audit-log";
import { Loaded } from "./loaded";
import { MailOutbox } from "./mail-outbox";
import { StatGrid, StatGridSkeleton } from "./stat-grid";
import { WhatsappStatus } from "./whatsapp-status";

const databaseLabels: Record<AdminSystemMetrics["databaseStatus"], string> = {
  connected: "Conectado",
  slow: "Lento",
  disconnected: "Desconectado",
};

function SystemStats({ m }: { m: AdminSystemMetrics }) {
  const d = m.details;
  return (
    <StatGrid
      label="Métricas do servidor"
      stats={[
        { icon: Clock, label: "Tempo no ar", value: formatDuration(m.serverUptime) },
        {
          icon: Database,
          tone: m.databaseStatus === "connected" ? "success" : "destructive",
          label: "Banco de dados",
          value: databaseLabels[m.databaseStatus],
          hint:
            m.databaseLatency === null ? undefined : `${formatDecimal(m.databaseLatency)} ms por consulta`,
        },
        {
          icon: Activity,
          label: "Chamadas à API",
          value: formatInteger(m.totalApiCalls),
          hint: "desde o início",
        },
        {
          icon: Clock,
          label: "Tempo médio de resposta",
          value: `${formatDecimal(m.averageResponseTime)} ms`,
        },
        {
          icon: TriangleAlert,
          tone: m.errorRate > 0.01 ? "destructive" : "success",
          label: "Taxa de erros",
          value: formatPercent(m.errorRate),
          hint: "respostas 5xx",
        },
        {
          icon: Plug,
          label: "Conexões ativas",
          value: formatInteger(m.activeConnections),
          hint: "tempo real",
        },
        {
          icon: MemoryStick,
          label: "Memória",
          value: formatPercent(m.memoryUsage),
          hint: `da máquina (${formatBytes(d.totalMemoryBytes)}); a API usa ${formatBytes(d.rssBytes)}`,
        },
        { icon: Cpu, label: "CPU", value: formatPercent(m.cpuUsage), hint: `${d.cpuCores} núcleos` },
        {
          icon: HardDrive,
          label: "Disco dos dados",
          value: m.diskUsage === null ? "N/A" : formatPercent(m.diskUsage),
          hint: d.diskFreeBytes === null ? undefined : `${formatBytes(d.diskFreeBytes)} livres`,
        },
      ]}
    />
  );
}

/** Panel one's system tab: numbers measured by the api, read again every few seconds, the WhatsApp
 * connections, the outbox and the audit log. */
export function SystemTab() {
  const metrics = useSystemMetrics();
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="system-title" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="system-title" className="text-xl font-bold">
            Sistema
          </h2>
          {metrics.data && (
            <p className="text-xs text-muted-foreground">
              Atualizado às {formatTime(metrics.data.generatedAt)} · a cada {SYSTEM_METRICS_REFRESH_MS / 1000}{" "}
              s
            </p>
          )}
        </div>
        <Loaded query={metrics} skeleton={<StatGridSkeleton count={9} />}>
          {(m) => <SystemStats m={m} />}
        </Loaded>
      </section>
      <WhatsappStatus />
      <MailOutbox />
      <AuditLog />
    </div>
  );
}
