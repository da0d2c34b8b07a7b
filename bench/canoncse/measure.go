package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// config is one way of running a tool on the workload.
type config struct {
	name  string
	tool  string   // "ours" or "peer"
	flags []string // before the input file
	desc  string   // for the report
}

var configs = []config{
	{"ours", "ours", []string{"--canonicalize", "--cse"}, "strata-opt, default threading"},
	{"ours-1thread", "ours", []string{"--canonicalize", "--cse", "--mlir-disable-threading"}, "strata-opt, one thread"},
	{"peer", "peer", []string{"--canonicalize", "--cse"}, "mlir-opt-16, default threading (the passes run on the module)"},
	{"peer-1thread", "peer", []string{"--canonicalize", "--cse", "--mlir-disable-threading"}, "mlir-opt-16, one thread"},
	{"peer-nested", "peer", []string{"--pass-pipeline=builtin.module(func.func(canonicalize,cse))"}, "mlir-opt-16, the passes nested on func.func, default threading"},
	{"peer-nested-1thread", "peer", []string{"--pass-pipeline=builtin.module(func.func(canonicalize,cse))", "--mlir-disable-threading"}, "mlir-opt-16, nested, one thread"},
}

func (c config) key() string { return c.name }

func configNames() []string { return benchkit.Names(configs, config.key) }

func lookupConfig(name string) (config, bool) { return benchkit.Lookup(configs, config.key, name) }

// command is how the report shows a run of c.
func (c config) command() string {
	tool := "strata-opt"
	if c.tool == "peer" {
		tool = "mlir-opt-16"
	}
	var parts []string
	for _, f := range c.flags {
		if strings.ContainsAny(f, "()") {
			k, v, _ := strings.Cut(f, "=")
			f = k + "='" + v + "'"
		}
		parts = append(parts, f)
	}
	return tool + " " + strings.Join(parts, " ") + " input.mlir -o /dev/null"
}

// configResult is what one configuration gave.
type configResult struct {
	cfg       config
	samples   []benchkit.Sample
	timings   []benchkit.TimingReport // of the --mlir-timing runs
	timingErr string                  // why there are none, if there are none
}

// measure runs the warm-up and measured rounds, then the timing runs.
// A round runs every configuration once; the order rotates from round to
// round, so that no configuration always follows the same one.
func measure(ctx context.Context, o options, cfgs []config, tools map[string]string, work, input string, progress io.Writer) ([]configResult, error) {
	results := make([]configResult, len(cfgs))
	for i, c := range cfgs {
		results[i].cfg = c
	}
	err := benchkit.Rounds(o.warmup, o.runs, len(cfgs), func(r benchkit.Round) error {
		var parts []string
		for _, i := range r.Order {
			s, _, err := runConfig(ctx, o, cfgs[i], tools, work, input, nil)
			if err != nil {
				return err
			}
			if r.Measured {
				results[i].samples = append(results[i].samples, s)
			}
			parts = append(parts, cfgs[i].name+" "+benchkit.FormatDuration(s.Wall))
		}
		fmt.Fprintf(progress, "  %s: %s\n", r.Label, strings.Join(parts, ", "))
		return nil
	})
	if err != nil {
		return nil, err
	}
	for r := range o.timingRuns {
		for i, c := range cfgs {
			_, stderr, err := runConfig(ctx, o, c, tools, work, input, []string{"--mlir-timing"})
			if err != nil {
				return nil, err
			}
			rep, err := benchkit.ParseTimingReport(stderr)
			if err != nil {
				results[i].timingErr = fmt.Sprintf("%v; stderr began: %q", err, benchkit.FirstLines(stderr, 3))
				continue
			}
			results[i].timings = append(results[i].timings, rep)
		}
		fmt.Fprintf(progress, "  timing run %d/%d done\n", r+1, o.timingRuns)
	}
	return results, nil
}

// runConfig runs c once on input, its output to /dev/null, and returns the
// sample and the first 256 KiB of its stderr. The run must exit 0.
func runConfig(ctx context.Context, o options, c config, tools map[string]string, work, input string, extra []string) (benchkit.Sample, string, error) {
	args := slices.Concat(c.flags, extra, []string{input, "-o", os.DevNull})
	r, err := benchkit.Measure(ctx, benchkit.Cmd{Path: tools[c.tool], Args: args, Dir: work, Stderr: filepath.Join(work, "stderr.txt"), Timeout: o.timeout, HeadBytes: 256 << 10})
	if err != nil {
		return r.Sample, "", fmt.Errorf("%s: %w", c.name, err)
	}
	if r.Exit != 0 {
		return r.Sample, "", fmt.Errorf("%s failed with exit %d: %s %s\n%s", c.name, r.Exit, tools[c.tool], strings.Join(args, " "), benchkit.FirstLines(r.Stderr, 12))
	}
	return r.Sample, r.Stderr, nil
}

func (r configResult) summary() benchkit.Summary { return benchkit.Summarize(r.samples) }

// phases are the medians of the timing runs: parsing, the passes (with
// the verifier and the pass manager's own work: Total - Parser - Output),
// printing and the total.
type phases struct {
	parse, passes, output, total time.Duration
	rows                         []benchkit.TimingRow // median wall time of each row of the first report
	ok                           bool
}

func (r configResult) phases() phases {
	if len(r.timings) == 0 {
		return phases{}
	}
	med := func(f func(benchkit.TimingReport) time.Duration) time.Duration {
		var ds []time.Duration
		for _, t := range r.timings {
			ds = append(ds, f(t))
		}
		return benchkit.Median(ds)
	}
	top := func(name string) func(benchkit.TimingReport) time.Duration {
		return func(t benchkit.TimingReport) time.Duration { d, _ := t.Top(name); return d }
	}
	p := phases{
		parse:  med(top("Parser")),
		output: med(top("Output")),
		passes: med(benchkit.TimingReport.Passes),
		total:  med(benchkit.TimingReport.Total),
		ok:     true,
	}
	// The rows of the first report, each with its median over the reports
	// that have the same row at the same position.
	for i, row := range r.timings[0].Rows {
		var ds []time.Duration
		for _, t := range r.timings {
			if i < len(t.Rows) && t.Rows[i].Name == row.Name {
				ds = append(ds, t.Rows[i].Wall)
			}
		}
		row.Wall = benchkit.Median(ds)
		p.rows = append(p.rows, row)
	}
	return p
}

// find returns the result of the configuration called name.
func find(results []configResult, name string) (configResult, bool) {
	for _, r := range results {
		if r.cfg.name == name {
			return r, true
		}
	}
	return configResult{}, false
}

// ratio is a/b of two configurations' median wall times, if both ran.
func ratio(results []configResult, a, b string) (float64, bool) {
	return summaryRatio(results, a, b, func(s benchkit.Summary) float64 { return float64(s.WallMed) })
}

// rssRatio is a/b of the median max RSS of two configurations.
func rssRatio(results []configResult, a, b string) (float64, bool) {
	return summaryRatio(results, a, b, func(s benchkit.Summary) float64 { return float64(s.RSSMed) })
}

// summaryRatio is a/b of a figure of two configurations' summaries, if
// both ran.
func summaryRatio(results []configResult, a, b string, figure func(benchkit.Summary) float64) (float64, bool) {
	ra, ok1 := find(results, a)
	rb, ok2 := find(results, b)
	if !ok1 || !ok2 {
		return 0, false
	}
	return benchkit.Div(figure(ra.summary()), figure(rb.summary())), true
}

// phaseRatio is a/b of the pass phase of two configurations, if both
// have timing reports.
func phaseRatio(results []configResult, a, b string) (float64, bool) {
	ra, ok1 := find(results, a)
	rb, ok2 := find(results, b)
	if !ok1 || !ok2 {
		return 0, false
	}
	pa, pb := ra.phases(), rb.phases()
	if !pa.ok || !pb.ok {
		return 0, false
	}
	return benchkit.Div(float64(pa.passes), float64(pb.passes)), true
}

func printTable(w io.Writer, rep *report) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "config\twall median\twall min\tuser+sys\tmax RSS\tparse\tpasses\toutput")
	for _, r := range rep.results {
		s, p := r.summary(), r.phases()
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.cfg.name, strings.Join(s.Cells(), "\t"), fmtPhase(p, p.parse), fmtPhase(p, p.passes), fmtPhase(p, p.output))
	}
	tw.Flush()
	for _, h := range rep.headlines() {
		fmt.Fprintln(w, h.plain())
	}
}

func fmtPhase(p phases, d time.Duration) string {
	if !p.ok {
		return "-"
	}
	return benchkit.FormatDuration(d)
}

// machine describes where the benchmark ran.
type machine struct {
	benchkit.Machine
	peerVersion string
}

func environment(ctx context.Context, peer string) machine {
	return machine{Machine: benchkit.NewMachine("GOGC", "GOMEMLIMIT", "GOMAXPROCS", "GODEBUG"), peerVersion: benchkit.ToolVersion(ctx, peer)}
}
