package hub

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"
	"time"

	"gatesh/hub/auditexport"
	"gatesh/hub/store"
)

// headers collects repeated --otlp-header K=V flags.
type headers map[string]string

func (h headers) String() string { return fmt.Sprint(map[string]string(h)) }
func (h headers) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	if !ok || k == "" {
		return errors.New("want NAME=VALUE")
	}
	h[k] = val
	return nil
}

// audit exports the audit records the hub holds:
//
//	audit stream --db DSN [--cursor NAME | --after C] [--follow]
//	audit export --db DSN --otlp-endpoint URL [--otlp-header K=V] [--cursor NAME] [--follow]
//
// stream writes JSON lines on stdout (Vector's exec source, Fluent
// Bit's exec input); export sends OpenTelemetry logs over OTLP/HTTP.
// With --cursor NAME the export keeps its place in the database and
// goes on from there next time; only one process runs a NAME at once.
func (c *cli) audit(ctx context.Context, args []string) int {
	if len(args) == 0 || args[0] != "stream" && args[0] != "export" {
		return c.fail(2, "gatesh-hub audit stream --db DSN, or audit export --db DSN --otlp-endpoint URL", "audit: want stream or export")
	}
	fs := c.flags("audit " + args[0])
	dsn := c.dbFlag(fs)
	cursor := fs.String("cursor", "", "keep the export's place in the database under this name, and go on from it")
	after := fs.String("after", "", "start after this place (LINES:EVENTS), instead of the start or the cursor's")
	follow := fs.Bool("follow", false, "keep sending records as they arrive")
	settle := fs.Duration("settle", store.ExportSettle, "send only records older than this (rows commit out of id order for a moment)")
	endpoint := fs.String("otlp-endpoint", "", "export: the OTLP/HTTP logs URL (https://collector:4318/v1/logs)")
	hs := headers{}
	fs.Var(hs, "otlp-header", "export: a header for the collector, NAME=VALUE (repeat)")
	if pos, err := parse(fs, args[1:]); err != nil || len(pos) > 0 {
		return 2
	}
	if args[0] == "export" && *endpoint == "" {
		return c.fail(2, "gatesh-hub audit export --otlp-endpoint https://collector:4318/v1/logs --db DSN", "audit export: --otlp-endpoint is required")
	}
	if args[0] == "export" && *cursor == "" {
		*cursor = "otlp"
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	var sink auditexport.Sink = auditexport.JSONLines{W: c.stdout}
	team, _, err := st.Team(ctx)
	if err != nil {
		return c.failErr(err)
	}
	if args[0] == "export" {
		o, err := auditexport.NewOTLP(ctx, *endpoint, hs, team)
		if err != nil {
			return c.fail(2, "", "%v", err)
		}
		defer o.Close(context.Background())
		sink = o
	}
	from, err := c.exportStart(ctx, st, *cursor, *after)
	if err != nil {
		return c.fail(2, "", "%v", err)
	}
	opts := auditexport.Options{Team: team, Follow: *follow, Settle: settle}
	if *cursor != "" {
		release, err := st.ExportLock(ctx, *cursor)
		if err != nil {
			return c.fail(1, "each --cursor NAME runs in one process at a time", "export %s: %v", *cursor, err)
		}
		defer release()
		opts.Place = func(cur store.ExportCursor) error { return st.SetExportPlace(ctx, *cursor, cur) }
	}
	cur, err := auditexport.Run(ctx, st, sink, from, opts)
	if err != nil {
		return c.fail(1, "records are sent at least once: run it again and it goes on from "+cur.String(), "audit %s: %v", args[0], err)
	}
	if args[0] == "export" {
		fmt.Fprintf(c.stderr, "gatesh-hub: sent the audit records through %s\n", cur)
	}
	return 0
}

// exportStart is where an export begins: --after, else the cursor's
// place, else the start.
func (c *cli) exportStart(ctx context.Context, st *store.Store, cursor, after string) (store.ExportCursor, error) {
	if after != "" {
		return store.ParseExportCursor(after)
	}
	if cursor != "" {
		return st.ExportPlace(ctx, cursor)
	}
	return store.ExportCursor{}, nil
}

// otlpLoop is serve's --otlp-endpoint: one replica at a time (the
// export's lock) sends every record, keeping its place under "otlp".
func otlpLoop(ctx context.Context, st *store.Store, endpoint string, hs map[string]string, logger *log.Logger) {
	team, _, err := st.Team(ctx)
	if err != nil {
		logger.Printf("gatesh-hub: error: OTLP export: %v", err)
		return
	}
	for ctx.Err() == nil {
		release, err := st.ExportLock(ctx, "otlp")
		if err != nil {
			if !errors.Is(err, store.ErrExportBusy) && ctx.Err() == nil {
				logger.Printf("gatesh-hub: error: OTLP export: %v", err)
			}
			sleepCtx(ctx, 10*time.Second)
			continue
		}
		func() {
			defer release()
			o, err := auditexport.NewOTLP(ctx, endpoint, hs, team)
			if err != nil {
				logger.Printf("gatesh-hub: error: OTLP export: %v", err)
				return
			}
			defer o.Close(context.Background())
			from, err := st.ExportPlace(ctx, "otlp")
			if err != nil {
				logger.Printf("gatesh-hub: error: OTLP export: %v", err)
				return
			}
			_, err = auditexport.Run(ctx, st, o, from, auditexport.Options{Team: team, Follow: true,
				Place: func(cur store.ExportCursor) error { return st.SetExportPlace(ctx, "otlp", cur) }})
			if err != nil && ctx.Err() == nil {
				logger.Printf("gatesh-hub: error: OTLP export: %v; retrying", err)
			}
		}()
		sleepCtx(ctx, 5*time.Second)
	}
}

func sleepCtx(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
