#!/usr/bin/env bash
# A single-node Slurm (slurmctld + slurmd, munge authentication) for the Slurm executor's tests.
# Installs Debian's packages when sbatch is missing (needs root and apt), writes a one-node
# slurm.conf (the settings known to work in a container: no cgroups, linuxproc tracking), starts
# munged, slurmctld and slurmd when they are not running, and waits until the node is idle.
# Idempotent: a second call finds everything up and returns at once. Exit status 0 when `sbatch`
# can run a job, else non-zero with one line on stderr saying what failed.
set -euo pipefail

say() { echo "slurm-up: $*" >&2; }
die() { say "$*"; exit 1; }

CONF=${SLURM_CONF:-/etc/slurm/slurm.conf}
MARK="# written by specdec-tui .ci/slurm-up.sh"

if ! command -v sbatch >/dev/null 2>&1 || ! command -v slurmctld >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
    [ "$(id -u)" = 0 ] || die "sbatch/slurmctld/munged are missing and installing them needs root (apt-get install slurm-wlm munge)"
    command -v apt-get >/dev/null 2>&1 || die "sbatch is missing and this machine has no apt-get to install slurm-wlm"
    say "installing slurm-wlm and munge from Debian's packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null || die "apt-get update failed"
    apt-get install -y -qq slurm-wlm munge >/dev/null || die "apt-get install slurm-wlm munge failed"
fi

NODE=$(hostname -s)
CPUS=$(nproc)
# The node's memory in MiB, as slurmd reports it (so the node is never drained for low memory).
MEM=$(awk '/MemTotal/ {printf "%d", $2/1024*0.9}' /proc/meminfo)

if [ ! -f "$CONF" ] || grep -q "^$MARK" "$CONF"; then
    mkdir -p "$(dirname "$CONF")" /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/slurm
    cat > "$CONF.new" <<CONF
$MARK
ClusterName=specdec-test
SlurmctldHost=$NODE
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
SlurmctldPort=6817
SlurmdPort=6818
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurm/slurmctld.pid
SlurmdPidFile=/run/slurm/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
SlurmUser=root
ReturnToService=2
MinJobAge=600
KillWait=5
InactiveLimit=0
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
NodeName=$NODE CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=debug Nodes=$NODE Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:8
CONF
    if ! cmp -s "$CONF.new" "$CONF" 2>/dev/null; then
        mv "$CONF.new" "$CONF"
        # A changed configuration: restart the daemons that read the old one.
        for pidfile in /run/slurm/slurmd.pid /run/slurm/slurmctld.pid; do
            [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
        done
        sleep 1
    else
        rm -f "$CONF.new"
    fi
fi

if ! pgrep -x munged >/dev/null 2>&1; then
    mkdir -p /run/munge /var/log/munge /var/lib/munge
    if [ ! -s /etc/munge/munge.key ]; then
        command -v mungekey >/dev/null 2>&1 && mungekey -c -f >/dev/null 2>&1 \
            || dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 2>/dev/null
    fi
    chown -R munge:munge /etc/munge /run/munge /var/log/munge /var/lib/munge 2>/dev/null || true
    chmod 0700 /etc/munge; chmod 0400 /etc/munge/munge.key
    if id munge >/dev/null 2>&1; then
        su -s /bin/sh munge -c /usr/sbin/munged || /usr/sbin/munged --force || die "munged did not start"
    else
        /usr/sbin/munged --force || die "munged did not start"
    fi
fi
munge -n >/dev/null 2>&1 || die "munge cannot encode a credential (munged not answering)"

if ! pgrep -x slurmctld >/dev/null 2>&1; then
    slurmctld || die "slurmctld did not start (see /var/log/slurm/slurmctld.log)"
fi
if ! pgrep -x slurmd >/dev/null 2>&1; then
    slurmd || die "slurmd did not start (see /var/log/slurm/slurmd.log)"
fi

# Wait until the node takes jobs (idle or mixed/allocated by other jobs).
for _ in $(seq 1 60); do
    state=$(sinfo -h -N -o '%t' 2>/dev/null | head -1 || true)
    case "$state" in
        idle|mix|alloc) exit 0 ;;
        drain*|down*) scontrol update NodeName="$NODE" State=RESUME >/dev/null 2>&1 || true ;;
    esac
    sleep 1
done
die "the node never became idle (sinfo says '${state:-nothing}'; see /var/log/slurm/slurmd.log)"
