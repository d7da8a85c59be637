package auditexport

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp"
	otellog "go.opentelemetry.io/otel/log"
	sdklog "go.opentelemetry.io/otel/sdk/log"
	"go.opentelemetry.io/otel/sdk/resource"

	"gatesh/hub/store"
)

// Sink receives records in order; Send returns only once they are
// delivered, so that the export's place moves on only after them.
type Sink interface {
	Send(ctx context.Context, recs []Record) error
	Close(ctx context.Context) error
}

// JSONLines writes each record as one JSON object on a line:
//
//	{"time": RFC 3339, "observed_time": RFC 3339, "severity": "INFO",
//	 "body": "...", "attributes": {"gatesh.source": "machine", ...}}
type JSONLines struct{ W io.Writer }

// Send implements Sink.
func (j JSONLines) Send(_ context.Context, recs []Record) error {
	enc := json.NewEncoder(j.W)
	enc.SetEscapeHTML(false)
	for _, r := range recs {
		attrs := map[string]any{}
		for _, a := range r.Attrs {
			attrs[a.Key] = a.Value
		}
		if err := enc.Encode(struct {
			Time     time.Time      `json:"time"`
			Observed time.Time      `json:"observed_time"`
			Severity string         `json:"severity"`
			Body     string         `json:"body"`
			Attrs    map[string]any `json:"attributes"`
		}{r.Time, r.Observed, r.Severity, r.Body, attrs}); err != nil {
			return err
		}
	}
	return nil
}

// Close implements Sink.
func (JSONLines) Close(context.Context) error { return nil }

// OTLP sends records as OpenTelemetry logs over OTLP/HTTP (protobuf),
// with the SDK's own exporter: the SDK's logger builds each record, and
// Send hands the batch to the exporter and returns its answer.
type OTLP struct {
	provider *sdklog.LoggerProvider
	logger   otellog.Logger
	exporter *otlploghttp.Exporter
	taken    *collector
}

// NewOTLP makes a sink for the OTLP/HTTP logs endpoint url
// (https://collector:4318/v1/logs), with extra headers (an API key);
// the exporter's OTEL_EXPORTER_OTLP_* variables apply as usual. team is
// the team's fingerprint, a resource attribute beside service.name.
func NewOTLP(ctx context.Context, url string, headers map[string]string, team string) (*OTLP, error) {
	opts := []otlploghttp.Option{otlploghttp.WithEndpointURL(url), otlploghttp.WithRetry(otlploghttp.RetryConfig{Enabled: false})}
	if len(headers) > 0 {
		opts = append(opts, otlploghttp.WithHeaders(headers))
	}
	exp, err := otlploghttp.New(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("OTLP exporter: %w", err)
	}
	res := resource.NewSchemaless(attribute.String("service.name", "gatesh-hub"), attribute.String(AttrTeam, team))
	c := &collector{}
	p := sdklog.NewLoggerProvider(sdklog.WithResource(res), sdklog.WithProcessor(c))
	return &OTLP{provider: p, logger: p.Logger("gatesh/hub/auditexport"), exporter: exp, taken: c}, nil
}

// Send implements Sink.
func (o *OTLP) Send(ctx context.Context, recs []Record) error {
	for _, r := range recs {
		var lr otellog.Record
		lr.SetTimestamp(r.Time)
		lr.SetObservedTimestamp(r.Observed)
		lr.SetSeverityText(r.Severity)
		lr.SetSeverity(map[string]otellog.Severity{SeverityInfo: otellog.SeverityInfo, SeverityWarn: otellog.SeverityWarn}[r.Severity])
		lr.SetBody(attribute.StringValue(r.Body))
		kvs := make([]attribute.KeyValue, 0, len(r.Attrs))
		for _, a := range r.Attrs {
			switch v := a.Value.(type) {
			case string:
				kvs = append(kvs, attribute.String(a.Key, v))
			case int64:
				kvs = append(kvs, attribute.Int64(a.Key, v))
			case []string:
				kvs = append(kvs, attribute.StringSlice(a.Key, v))
			}
		}
		lr.AddAttributes(kvs...)
		o.logger.Emit(ctx, lr)
	}
	batch := o.taken.take()
	if len(batch) == 0 {
		return nil
	}
	return o.exporter.Export(ctx, batch)
}

// Close implements Sink.
func (o *OTLP) Close(ctx context.Context) error {
	return errors.Join(o.provider.Shutdown(ctx), o.exporter.Shutdown(ctx))
}

// collector is the SDK's processor here: it keeps each record the
// logger built until Send hands them to the exporter.
type collector struct {
	mu   sync.Mutex
	recs []sdklog.Record
}

func (c *collector) OnEmit(_ context.Context, r *sdklog.Record) error {
	c.mu.Lock()
	c.recs = append(c.recs, r.Clone())
	c.mu.Unlock()
	return nil
}

func (c *collector) Enabled(context.Context, sdklog.EnabledParameters) bool { return true }
func (c *collector) Shutdown(context.Context) error                         { return nil }
func (c *collector) ForceFlush(context.Context) error                       { return nil }

func (c *collector) take() []sdklog.Record {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.recs
	c.recs = nil
	return out
}

// Options tune Run.
type Options struct {
	// Team is the team's fingerprint, an attribute of every record.
	Team string
	// Batch is how many lines and hub events are read at a time.
	Batch int
	// Follow keeps reading new records; without it Run returns once it
	// has sent everything there is.
	Follow bool
	// Poll is how often a following export looks for new records.
	Poll time.Duration
	// Settle is store.ExportSettle unless set (tests set it to 0 once
	// nothing writes).
	Settle *time.Duration
	// Place is called with the cursor after each batch delivered.
	Place func(store.ExportCursor) error
}

// Run sends the records after from to sink, oldest first (the machines'
// lines, then the hub's events, batch by batch), and returns the cursor
// after the last one delivered. A record is sent at least once: after a
// failed Send the same batch is sent again next time.
func Run(ctx context.Context, st *store.Store, sink Sink, from store.ExportCursor, o Options) (store.ExportCursor, error) {
	if o.Batch <= 0 {
		o.Batch = 500
	}
	if o.Poll <= 0 {
		o.Poll = time.Second
	}
	settle := store.ExportSettle
	if o.Settle != nil {
		settle = *o.Settle
	}
	cur := from
	for {
		lines, events, next, err := st.ExportBatch(ctx, cur, o.Batch, settle)
		if err != nil {
			return cur, err
		}
		if len(lines)+len(events) == 0 {
			if !o.Follow {
				return cur, nil
			}
			select {
			case <-ctx.Done():
				return cur, nil
			case <-time.After(o.Poll):
			}
			continue
		}
		recs := make([]Record, 0, len(lines)+len(events))
		for _, l := range lines {
			recs = append(recs, FromLine(o.Team, l))
		}
		for _, e := range events {
			recs = append(recs, FromEvent(o.Team, e))
		}
		if err := sink.Send(ctx, recs); err != nil {
			return cur, err
		}
		cur = next
		if o.Place != nil {
			if err := o.Place(cur); err != nil {
				return cur, err
			}
		}
	}
}
