package report

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"time"

	"gatesh/audit"
)

// Counts are what the stats count for one day, one agent or the whole
// window.
type Counts struct {
	Commands   int `json:"commands"`   // decisions: every command gatesh classified
	Holds      int `json:"holds"`      // requests made: a person was asked
	Approvals  int `json:"approvals"`  // approved (by the log, else the request file)
	Rejections int `json:"rejections"` // rejected
	Expiries   int `json:"expiries"`   // expired without a usable decision
	Parks      int `json:"parks"`      // times a held agent was told to go on
}

// Rate is the interruption rate, holds per 100 commands; NaN without
// commands.
func (c Counts) Rate() float64 {
	if c.Commands == 0 {
		return math.NaN()
	}
	return float64(c.Holds) * 100 / float64(c.Commands)
}

func (c *Counts) add(o Counts) {
	c.Commands += o.Commands
	c.Holds += o.Holds
	c.Approvals += o.Approvals
	c.Rejections += o.Rejections
	c.Expiries += o.Expiries
	c.Parks += o.Parks
}

// Stats counts a window per day and agent.
type Stats struct {
	Window Window
	Days   []DayStats
	Total  Counts
	// Model counts what a model's second opinion did in the window.
	Model ModelCounts
	// Tools counts the window's tool calls other than the shell, by tool.
	Tools []ToolCount
	Notes []string
}

// ModelCounts are the decisions a model was asked about (the record's
// "model" field): raised, agreed, or ignored by cause.
type ModelCounts struct {
	Consulted int            `json:"consulted"`
	Raised    int            `json:"raised"`
	Agreed    int            `json:"agreed"`
	Ignored   map[string]int `json:"ignored"` // by cause: timeout, malformed, lower, ...
}

func (m *ModelCounts) add(note string) {
	m.Consulted++
	switch result, cause, _ := strings.Cut(note, ":"); result {
	case "raised":
		m.Raised++
	case "agreed":
		m.Agreed++
	default:
		if cause == "" {
			cause = note
		}
		if m.Ignored == nil {
			m.Ignored = map[string]int{}
		}
		m.Ignored[cause]++
	}
}

// text is one line for the stats, "" when no model was asked.
func (m ModelCounts) text() string {
	if m.Consulted == 0 {
		return ""
	}
	ignored, n := []string{}, 0
	for _, cause := range sortedKeys(m.Ignored) {
		ignored = append(ignored, fmt.Sprintf("%s %d", cause, m.Ignored[cause]))
		n += m.Ignored[cause]
	}
	line := fmt.Sprintf("model: %d consulted, %d raised, %d agreed, %d ignored", m.Consulted, m.Raised, m.Agreed, n)
	if n > 0 {
		line += " (" + strings.Join(ignored, ", ") + ")"
	}
	return line + "\n"
}

// DayStats is one calendar day in the report's time zone.
type DayStats struct {
	Day    string // 2006-01-02
	All    Counts
	Agents map[string]Counts // by agent; "" when no agent was recognised
}

// NewStats counts h's records in w per day (in loc) and per agent. Every
// day of the window is listed, quiet ones too, from the later of the
// window's start and the log's first record.
func NewStats(h *History, w Window, loc *time.Location) *Stats {
	s := &Stats{Window: w, Notes: h.Notes.Lines(), Tools: toolCounts(h, w)}
	days := map[string]*DayStats{}
	count := func(t time.Time, agent string, f func(*Counts)) {
		if !w.Contains(t) {
			return
		}
		key := t.In(loc).Format(time.DateOnly)
		d := days[key]
		if d == nil {
			d = &DayStats{Day: key, Agents: map[string]Counts{}}
			days[key] = d
		}
		c := d.Agents[agent]
		f(&c)
		d.Agents[agent] = c
	}
	for _, c := range h.Commands {
		count(c.Time, c.Agent, func(n *Counts) { n.Commands++ })
		if c.Model != "" && w.Contains(c.Time) {
			s.Model.add(c.Model)
		}
	}
	for _, x := range h.Holds {
		count(x.Created, x.Agent, func(n *Counts) { n.Holds++ })
		if x.NotInLog { // the log lacks the outcome: count it from the request file
			x := x
			count(x.At, x.Agent, func(n *Counts) { outcomeCount(n, x.Outcome) })
		}
	}
	for _, e := range h.Events {
		switch e.Name {
		case audit.EventApproved:
			count(e.Time, e.Agent, func(n *Counts) { n.Approvals++ })
		case audit.EventRejected, audit.EventRevoked:
			count(e.Time, e.Agent, func(n *Counts) { n.Rejections++ })
		case audit.EventExpired:
			count(e.Time, e.Agent, func(n *Counts) { n.Expiries++ })
		case audit.EventParked:
			count(e.Time, e.Agent, func(n *Counts) { n.Parks++ })
		}
	}
	// The days before the log's first record are not quiet: unknown.
	first, last := w.Since, w.Until
	if first.Before(h.First) {
		first = h.First
	}
	if !h.First.IsZero() {
		for d := dayStart(first, loc); d.Before(last); d = d.AddDate(0, 0, 1) {
			key := d.Format(time.DateOnly)
			if days[key] == nil {
				days[key] = &DayStats{Day: key, Agents: map[string]Counts{}}
			}
		}
	}
	for _, d := range days {
		for _, c := range d.Agents {
			d.All.add(c)
		}
		s.Total.add(d.All)
		s.Days = append(s.Days, *d)
	}
	sort.Slice(s.Days, func(i, j int) bool { return s.Days[i].Day < s.Days[j].Day })
	return s
}

func outcomeCount(n *Counts, o Outcome) {
	switch o {
	case Approved, Ran:
		n.Approvals++
	case Rejected:
		n.Rejections++
	case Expired:
		n.Expiries++
	}
}

func dayStart(t time.Time, loc *time.Location) time.Time {
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, loc)
}

// Text writes the table, per day and per agent, and a chart of the
// interruption rate per day.
func (s *Stats) Text(w io.Writer, loc *time.Location) error {
	var b strings.Builder
	from := "the start of the log"
	if !s.Window.Since.IsZero() {
		from = s.Window.Since.In(loc).Format("2006-01-02 15:04")
	}
	fmt.Fprintf(&b, "gatesh stats: %s to %s\n\n", from, s.Window.Until.In(loc).Format("2006-01-02 15:04"))
	row := func(day, agent string, c Counts) {
		fmt.Fprintf(&b, "%-10s  %-14s %8d %6d %9d %9d %8d %6d %10s\n", day, clip(agent, 14),
			c.Commands, c.Holds, c.Approvals, c.Rejections, c.Expiries, c.Parks, rate(c))
	}
	fmt.Fprintf(&b, "%-10s  %-14s %8s %6s %9s %9s %8s %6s %10s\n", "DAY", "AGENT",
		"COMMANDS", "HOLDS", "APPROVED", "REJECTED", "EXPIRED", "PARKS", "HOLDS/100")
	for _, d := range s.Days {
		agents := sortedKeys(d.Agents)
		if len(agents) == 0 {
			row(d.Day, "-", d.All)
			continue
		}
		for i, a := range agents {
			day := d.Day
			if i > 0 {
				day = ""
			}
			row(day, orUnknown(oneLine(a)), d.Agents[a])
		}
		if len(agents) > 1 {
			row("", "(all)", d.All)
		}
	}
	row("total", "", s.Total)

	b.WriteString("\ninterruption rate, holds per 100 commands:\n")
	top := 0.0
	for _, d := range s.Days {
		if r := d.All.Rate(); !math.IsNaN(r) {
			top = math.Max(top, r)
		}
	}
	for _, d := range s.Days {
		fmt.Fprintf(&b, "%s  %-24s %s\n", d.Day, bar(d.All.Rate(), top, 24), rate(d.All))
	}
	if m := s.Model.text(); m != "" {
		b.WriteString("\n" + m)
	}
	if len(s.Tools) > 0 {
		b.WriteString("\ntool calls other than the shell (counted among the commands):\n")
		for _, t := range s.Tools {
			fmt.Fprintf(&b, "  %s\n", strings.ReplaceAll(t.line(), "`", ""))
		}
	}
	for _, n := range s.Notes {
		fmt.Fprintf(&b, "note: %s\n", oneLine(n))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func rate(c Counts) string {
	r := c.Rate()
	if math.IsNaN(r) {
		return "-"
	}
	return fmt.Sprintf("%.1f", r)
}

// bar draws v out of top in width cells of eighths.
func bar(v, top float64, width int) string {
	if math.IsNaN(v) || top <= 0 {
		return ""
	}
	eighths := int(math.Round(v / top * float64(width*8)))
	if v > 0 && eighths == 0 {
		eighths = 1 // something happened: show it
	}
	s := strings.Repeat("█", eighths/8)
	if r := eighths % 8; r > 0 {
		s += string([]rune("▏▎▍▌▋▊▉")[r-1])
	}
	return s
}

type statsJSON struct {
	Since *time.Time   `json:"since"`
	Until time.Time    `json:"until"`
	Days  []dayJSON    `json:"days"`
	Total countsJSON   `json:"total"`
	Tools []ToolCount  `json:"tools,omitempty"`
	Model *ModelCounts `json:"model,omitempty"`
	Notes []string     `json:"notes"`
}

type dayJSON struct {
	Day    string                `json:"day"`
	All    countsJSON            `json:"all"`
	Agents map[string]countsJSON `json:"agents"`
}

type countsJSON struct {
	Counts
	Rate *float64 `json:"holds_per_100"`
}

func withRate(c Counts) countsJSON {
	out := countsJSON{Counts: c}
	if r := c.Rate(); !math.IsNaN(r) {
		r = math.Round(r*100) / 100
		out.Rate = &r
	}
	return out
}

// JSON writes the stats as one indented JSON object.
func (s *Stats) JSON(w io.Writer) error {
	out := statsJSON{Until: s.Window.Until.UTC(), Days: []dayJSON{}, Total: withRate(s.Total), Tools: s.Tools, Notes: s.Notes}
	if s.Model.Consulted > 0 {
		m := s.Model
		if m.Ignored == nil {
			m.Ignored = map[string]int{}
		}
		out.Model = &m
	}
	if !s.Window.Since.IsZero() {
		t := s.Window.Since.UTC()
		out.Since = &t
	}
	for _, d := range s.Days {
		dj := dayJSON{Day: d.Day, All: withRate(d.All), Agents: map[string]countsJSON{}}
		for a, c := range d.Agents {
			dj.Agents[a] = withRate(c)
		}
		out.Days = append(out.Days, dj)
	}
	return writeJSON(w, out)
}
