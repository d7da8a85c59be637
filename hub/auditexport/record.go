// Package auditexport sends the audit records the hub holds (every line
// the machines shipped, and the hub's own record of who did what) to a
// team's log pipeline: as OpenTelemetry logs over OTLP, through the
// official OpenTelemetry Go SDK, or as JSON lines for Vector or Fluent
// Bit. Both carry the same attributes, whose names are a contract
// (docs/team.md lists them).
package auditexport

import (
	"time"

	"gatesh/audit"
	"gatesh/hub/store"
)

// Sources of a record: a machine's audit line, or the hub's own record.
const (
	SourceMachine = "machine"
	SourceHub     = "hub"
)

// Attribute names. They are fields, never renamed; new ones may come.
const (
	AttrSource        = "gatesh.source"
	AttrTeam          = "gatesh.team"
	AttrMachineID     = "gatesh.machine.id"
	AttrMachineName   = "gatesh.machine.name"
	AttrMachineGroup  = "gatesh.machine.group"
	AttrSeq           = "gatesh.audit.seq"
	AttrFlag          = "gatesh.audit.flag"
	AttrEvent         = "gatesh.event"
	AttrRecordID      = "gatesh.record.id"
	AttrCommand       = "gatesh.command"
	AttrCwd           = "gatesh.cwd"
	AttrTier          = "gatesh.tier"
	AttrVerdict       = "gatesh.verdict"
	AttrRules         = "gatesh.rules"
	AttrUser          = "gatesh.user"
	AttrAgent         = "gatesh.agent"
	AttrSession       = "gatesh.session"
	AttrTool          = "gatesh.tool"
	AttrServer        = "gatesh.server"
	AttrRequest       = "gatesh.request"
	AttrStatus        = "gatesh.status"
	AttrReason        = "gatesh.reason"
	AttrVia           = "gatesh.via"
	AttrApprovers     = "gatesh.approvers"
	AttrExit          = "gatesh.exit"
	AttrPolicy        = "gatesh.policy.version"
	AttrShadowPolicy  = "gatesh.shadow.version"
	AttrShadowTier    = "gatesh.shadow.tier"
	AttrShadowVerdict = "gatesh.shadow.verdict"
	AttrHubEventID    = "gatesh.hub.event_id"
	AttrHubActor      = "gatesh.hub.actor"
	AttrHubAction     = "gatesh.hub.action"
	AttrHubOutcome    = "gatesh.hub.outcome"
	AttrHubDetail     = "gatesh.hub.detail"
)

// Severities: WARN for what a person should look at (a hold, a denial,
// a refused or forged decision, a flagged line, a refusal at the hub,
// a stop), INFO for the rest.
const (
	SeverityInfo = "INFO"
	SeverityWarn = "WARN"
)

// Attr is one attribute: a string, an int64, or a []string.
type Attr struct {
	Key   string
	Value any
}

// Record is one audit record as it leaves the hub.
type Record struct {
	// Time is when it happened (the record's own time); Observed, when
	// the hub received it.
	Time, Observed time.Time
	Severity       string
	// Body is the machine's audit line exactly as written, or the hub
	// event's detail.
	Body  string
	Attrs []Attr
}

// FromLine makes the record of a shipped audit line.
func FromLine(team string, l store.ExportLine) Record {
	r := Record{Observed: l.ReceivedAt, Time: l.ReceivedAt, Severity: SeverityInfo, Body: l.Line}
	add := r.adder()
	add(AttrSource, SourceMachine)
	add(AttrTeam, team)
	add(AttrMachineID, l.Machine)
	add(AttrMachineName, l.MachineName)
	add(AttrMachineGroup, l.Group)
	r.Attrs = append(r.Attrs, Attr{AttrSeq, l.Seq})
	add(AttrFlag, l.Flag)
	if l.Flag != "" {
		r.Severity = SeverityWarn
	}
	rec, err := audit.Decode([]byte(l.Line))
	if err != nil {
		r.Severity = SeverityWarn
		return r
	}
	if t, err := time.Parse(time.RFC3339Nano, rec.TS); err == nil {
		r.Time = t.UTC()
	}
	add(AttrEvent, rec.Event)
	add(AttrRecordID, rec.ID)
	add(AttrCommand, rec.Command)
	add(AttrCwd, rec.Cwd)
	add(AttrTier, rec.Tier)
	add(AttrVerdict, rec.Verdict)
	if len(rec.Rules) > 0 {
		ids := make([]string, len(rec.Rules))
		for i, x := range rec.Rules {
			ids[i] = x.ID
		}
		r.Attrs = append(r.Attrs, Attr{AttrRules, ids})
	}
	add(AttrUser, rec.User)
	add(AttrAgent, rec.Agent)
	add(AttrSession, rec.Session)
	add(AttrTool, rec.Tool)
	add(AttrServer, rec.Server)
	add(AttrRequest, rec.Request)
	add(AttrStatus, rec.Status)
	add(AttrReason, rec.Reason)
	add(AttrVia, rec.Via)
	if len(rec.Approvers) > 0 {
		r.Attrs = append(r.Attrs, Attr{AttrApprovers, rec.Approvers})
	}
	if rec.Exit != nil {
		r.Attrs = append(r.Attrs, Attr{AttrExit, int64(*rec.Exit)})
	}
	add(AttrPolicy, rec.Policy)
	add(AttrShadowPolicy, rec.ShadowPolicy)
	add(AttrShadowTier, rec.ShadowTier)
	add(AttrShadowVerdict, rec.ShadowVerdict)
	switch {
	case rec.Verdict == "hold" || rec.Verdict == "deny",
		rec.Event == audit.EventForgedDecision || rec.Event == audit.EventDecisionRefused || rec.Event == audit.EventNetworkRefused:
		r.Severity = SeverityWarn
	}
	return r
}

// FromEvent makes the record of a line of the hub's own record.
func FromEvent(team string, e store.ExportEvent) Record {
	body := e.Detail
	if body == "" {
		body = e.Actor + " " + e.Action + " " + e.Outcome
	}
	r := Record{Time: e.At, Observed: e.At, Severity: SeverityInfo, Body: body}
	add := r.adder()
	add(AttrSource, SourceHub)
	add(AttrTeam, team)
	r.Attrs = append(r.Attrs, Attr{AttrHubEventID, e.ID})
	add(AttrHubActor, e.Actor)
	add(AttrHubAction, e.Action)
	add(AttrHubOutcome, e.Outcome)
	add(AttrMachineID, e.Machine)
	add(AttrRequest, e.Request)
	add(AttrHubDetail, e.Detail)
	if e.Outcome != "ok" || e.Action == "stop" {
		r.Severity = SeverityWarn
	}
	return r
}

// adder appends string attributes, leaving out empty ones.
func (r *Record) adder() func(key, value string) {
	return func(key, value string) {
		if value != "" {
			r.Attrs = append(r.Attrs, Attr{key, value})
		}
	}
}
