package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
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

func configNames() []string {
	var names []string
	for _, c := range configs {
		names = append(names, c.name)
	}
	return names
}

func lookupConfig(name string) (config, bool) {
	for _, c := range configs {
		if c.name == name {
			return c, true
		}
	}
	return config{}, false
}

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

// sample is one measured run.
type sample struct {
	wall   time.Duration
	cpu    time.Duration // user + sys
	rssKiB int64
}

// configResult is what one configuration gave.
type configResult struct {
	cfg       config
	samples   []sample
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
	for round := range o.warmup + o.runs {
		var parts []string
		for k := range cfgs {
			i := (k + round) % len(cfgs)
			s, _, err := runConfig(ctx, o, cfgs[i], tools, work, input, nil)
			if err != nil {
				return nil, err
			}
			if round >= o.warmup {
				results[i].samples = append(results[i].samples, s)
			}
			parts = append(parts, cfgs[i].name+" "+benchkit.FormatDuration(s.wall))
		}
		label := fmt.Sprintf("run %d/%d", round-o.warmup+1, o.runs)
		if round < o.warmup {
			label = fmt.Sprintf("warm-up %d/%d", round+1, o.warmup)
		}
		fmt.Fprintf(progress, "  %s: %s\n", label, strings.Join(parts, ", "))
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
// sample and the head of its stderr. The run must exit 0.
func runConfig(ctx context.Context, o options, c config, tools map[string]string, work, input string, extra []string) (sample, string, error) {
	args := slices.Concat(c.flags, extra, []string{input, "-o", os.DevNull})
	s, exit, stderr, err := runTool(ctx, work, tools[c.tool], args, o.timeout)
	if err != nil {
		return s, "", fmt.Errorf("%s: %w", c.name, err)
	}
	if exit != 0 {
		return s, "", fmt.Errorf("%s failed with exit %d: %s %s\n%s", c.name, exit, tools[c.tool], strings.Join(args, " "), benchkit.FirstLines(stderr, 12))
	}
	return s, stderr, nil
}

// runTool runs bin with args in dir, stdout discarded and stderr kept in
// a file, and returns the sample, the exit status and the first 256 KiB
// of stderr.
func runTool(ctx context.Context, dir, bin string, args []string, timeout time.Duration) (sample, int, string, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	errPath := filepath.Join(dir, "stderr.txt")
	stderr, err := os.Create(errPath)
	if err != nil {
		return sample{}, 0, "", err
	}
	defer stderr.Close()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	cmd.Stderr = stderr
	start := time.Now()
	err = cmd.Run()
	wall := time.Since(start)
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return sample{}, 0, "", fmt.Errorf("timed out after %v", timeout)
		}
		return sample{}, 0, "", ctx.Err()
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return sample{}, 0, "", fmt.Errorf("running %s: %w", bin, err)
	}
	ps := cmd.ProcessState
	s := sample{wall: wall, cpu: ps.UserTime() + ps.SystemTime(), rssKiB: benchkit.MaxRSSKiB(ps)}
	head, err := benchkit.ReadHead(errPath, 256<<10)
	if err != nil {
		return sample{}, 0, "", err
	}
	return s, ps.ExitCode(), head, nil
}

// summary condenses the samples of one configuration.
type summary struct {
	wallMed, wallMin, cpuMed time.Duration
	rssMed                   int64 // KiB
}

func (r configResult) summary() summary {
	if len(r.samples) == 0 {
		return summary{}
	}
	var wall, cpu []time.Duration
	var rss []int64
	for _, s := range r.samples {
		wall = append(wall, s.wall)
		cpu = append(cpu, s.cpu)
		rss = append(rss, s.rssKiB)
	}
	return summary{wallMed: benchkit.Median(wall), wallMin: slices.Min(wall), cpuMed: benchkit.Median(cpu), rssMed: benchkit.Median(rss)}
}

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

func div(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// ratio is a/b of two configurations' median wall times, if both ran.
func ratio(results []configResult, a, b string) (float64, bool) {
	ra, ok1 := find(results, a)
	rb, ok2 := find(results, b)
	if !ok1 || !ok2 {
		return 0, false
	}
	return div(float64(ra.summary().wallMed), float64(rb.summary().wallMed)), true
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
	return div(float64(pa.passes), float64(pb.passes)), true
}

func fmtKiB(k int64) string {
	if k >= 10<<20 {
		return strconv.FormatFloat(float64(k)/(1<<20), 'f', 2, 64) + " GiB"
	}
	return strconv.FormatFloat(float64(k)/1024, 'f', 1, 64) + " MiB"
}

// fmtCount writes n with thousands separators.
func fmtCount(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func printTable(w io.Writer, rep *report) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "config\twall median\twall min\tuser+sys\tmax RSS\tparse\tpasses\toutput")
	for _, r := range rep.results {
		s, p := r.summary(), r.phases()
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.cfg.name, benchkit.FormatDuration(s.wallMed), benchkit.FormatDuration(s.wallMin),
			benchkit.FormatDuration(s.cpuMed), fmtKiB(s.rssMed), fmtPhase(p, p.parse), fmtPhase(p, p.passes), fmtPhase(p, p.output))
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
	goVersion   string
	os, arch    string
	cpu         string
	ncpu        int
	loadBefore  string
	loadAfter   string
	peerVersion string
	goEnv       string // GOGC, GOMEMLIMIT, GOMAXPROCS and GODEBUG when set
}

func environment(ctx context.Context, peer string) machine {
	m := machine{
		goVersion:  runtime.Version(),
		os:         runtime.GOOS,
		arch:       runtime.GOARCH,
		cpu:        benchkit.CPUModel(),
		ncpu:       runtime.NumCPU(),
		loadBefore: benchkit.LoadAvg(),
	}
	m.peerVersion = benchkit.ToolVersion(ctx, peer)
	var env []string
	for _, k := range []string{"GOGC", "GOMEMLIMIT", "GOMAXPROCS", "GODEBUG"} {
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	m.goEnv = strings.Join(env, " ")
	return m
}

func (m machine) busy() (float64, bool) { return benchkit.Busy(m.ncpu, m.loadBefore, m.loadAfter) }
