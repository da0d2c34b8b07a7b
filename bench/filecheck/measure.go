package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

type tool struct{ name, path string }

// variant is one measured configuration of a scenario.
type variant struct {
	name     string
	checks   string   // check file in the work directory
	extra    []string // extra flags for both tools
	wantExit int
}

func variantsFor(scenarios []string) []variant {
	var vs []variant
	for _, s := range scenarios {
		switch s {
		case "pass":
			vs = append(vs, variant{name: "pass", checks: "checks.txt"})
		case "fail-late":
			vs = append(vs,
				variant{name: "fail-late --dump-input=never", checks: "checks-fail.txt", extra: []string{"--dump-input=never"}, wantExit: 1},
				variant{name: "fail-late (default dump)", checks: "checks-fail.txt", wantExit: 1})
		}
	}
	return vs
}

func (v variant) args() []string {
	return append([]string{v.checks, "--input-file", "input.txt"}, v.extra...)
}

// sample is the cost of one run.
type sample struct {
	wall   time.Duration
	cpu    time.Duration // user + system
	rssKiB int64
}

// outcome is what one run did.
type outcome struct {
	exit        int
	errLine     int // check-file line of the first reported error, 0 if none
	stderrBytes int64
	stderrHead  string
}

type variantResult struct {
	variant  variant
	samples  [2][]sample // by tool: ours, peer
	outcome  [2]outcome  // of the last run
	mismatch string      // how ours disagreed with the peer, with --allow-mismatch
}

// measure runs both tools on variant v: warm-ups, then o.runs rounds that
// alternate which tool goes first.
func measure(ctx context.Context, o options, v variant, tools [2]tool, dir string, st genStats, progress io.Writer) (variantResult, error) {
	res := variantResult{variant: v}
	round := func(order [2]int) ([2]sample, error) {
		var ss [2]sample
		for _, k := range order {
			s, out, err := runTool(ctx, dir, tools[k], v, o.timeout)
			if err != nil {
				return ss, err
			}
			ss[k], res.outcome[k] = s, out
		}
		if err := agree(v, res.outcome, st); err != nil {
			if !o.allowMismatch || errors.Is(err, errPeer) {
				return ss, err
			}
			if res.mismatch == "" {
				fmt.Fprintf(progress, "  warning: %v\n", err)
			}
			res.mismatch = err.Error()
		}
		return ss, nil
	}
	for i := range o.warmup {
		ss, err := round([2]int{0, 1})
		if err != nil {
			return res, err
		}
		fmt.Fprintf(progress, "  warm-up %d/%d: ours %s  peer %s\n", i+1, o.warmup, fmtSample(ss[0]), fmtSample(ss[1]))
	}
	for i := range o.runs {
		order := [2]int{0, 1}
		if i%2 == 1 {
			order = [2]int{1, 0}
		}
		ss, err := round(order)
		if err != nil {
			return res, err
		}
		for k := range ss {
			res.samples[k] = append(res.samples[k], ss[k])
		}
		fmt.Fprintf(progress, "  run %d/%d: ours %s  peer %s\n", i+1, o.runs, fmtSample(ss[0]), fmtSample(ss[1]))
	}
	return res, nil
}

var errPeer = errors.New("the peer does not behave as the generator expects")

// agree checks both outcomes against the variant's expectation and each other.
func agree(v variant, out [2]outcome, st genStats) error {
	ours, peer := out[0], out[1]
	wantLine := 0
	if v.wantExit != 0 {
		wantLine = st.FailCheckLine
	}
	if peer.exit != v.wantExit || peer.errLine != wantLine {
		return fmt.Errorf("%w: exit %d, error at %s line %d; want exit %d, line %d\n%s",
			errPeer, peer.exit, v.checks, peer.errLine, v.wantExit, wantLine, peer.stderrHead)
	}
	if ours.exit != peer.exit || ours.errLine != peer.errLine {
		return fmt.Errorf("ours disagrees with the peer: ours exit %d, error at %s line %d; peer exit %d, line %d; ours said:\n%s",
			ours.exit, v.checks, ours.errLine, peer.exit, peer.errLine, ours.stderrHead)
	}
	return nil
}

// runTool runs t once on variant v in dir, its output going to files there.
func runTool(ctx context.Context, dir string, t tool, v variant, timeout time.Duration) (sample, outcome, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	stdout, err := os.Create(filepath.Join(dir, t.name+".stdout"))
	if err != nil {
		return sample{}, outcome{}, err
	}
	defer stdout.Close()
	errPath := filepath.Join(dir, t.name+".stderr")
	stderr, err := os.Create(errPath)
	if err != nil {
		return sample{}, outcome{}, err
	}
	defer stderr.Close()

	cmd := exec.CommandContext(ctx, t.path, v.args()...)
	cmd.Dir = dir
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	cmd.Env = childEnv()
	start := time.Now()
	err = cmd.Run()
	wall := time.Since(start)
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return sample{}, outcome{}, fmt.Errorf("%s timed out after %v", t.name, timeout)
		}
		return sample{}, outcome{}, ctx.Err()
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return sample{}, outcome{}, fmt.Errorf("running %s: %w", t.name, err)
	}
	ps := cmd.ProcessState
	s := sample{wall: wall, cpu: ps.UserTime() + ps.SystemTime(), rssKiB: benchkit.MaxRSSKiB(ps)}
	out := outcome{exit: ps.ExitCode()}
	if fi, err := stderr.Stat(); err == nil {
		out.stderrBytes = fi.Size()
	}
	head, err := benchkit.ReadHead(errPath, 64<<10)
	if err != nil {
		return sample{}, outcome{}, err
	}
	out.errLine = errorLine(head, v.checks)
	out.stderrHead = benchkit.FirstLines(head, 12)
	return s, out, nil
}

// childEnv is the environment of tool runs: FILECHECK_OPTS would change
// what FileCheck does, so it is dropped.
func childEnv() []string {
	return slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "FILECHECK_OPTS=") })
}

// errorLine finds "CHECKFILE:LINE:COL: error:" in a tool's stderr.
func errorLine(stderr, checkFile string) int {
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(checkFile) + `:(\d+):\d+: error:`)
	m := re.FindStringSubmatch(stderr)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// summary condenses the samples of one tool.
type summary struct {
	wallMed, wallMin, cpuMed time.Duration
	rssMed                   int64 // KiB
}

func summarize(ss []sample) summary {
	var wall, cpu []time.Duration
	var rss []int64
	for _, s := range ss {
		wall = append(wall, s.wall)
		cpu = append(cpu, s.cpu)
		rss = append(rss, s.rssKiB)
	}
	return summary{wallMed: benchkit.Median(wall), wallMin: slices.Min(wall), cpuMed: benchkit.Median(cpu), rssMed: benchkit.Median(rss)}
}

// ratios of ours to peer.
type ratios struct{ wallMed, wallMin, cpuMed, rss float64 }

func (r variantResult) summaries() (ours, peer summary) {
	return summarize(r.samples[0]), summarize(r.samples[1])
}

func (r variantResult) ratios() ratios {
	o, p := r.summaries()
	div := func(a, b float64) float64 {
		if b == 0 {
			return 0
		}
		return a / b
	}
	return ratios{
		wallMed: div(float64(o.wallMed), float64(p.wallMed)),
		wallMin: div(float64(o.wallMin), float64(p.wallMin)),
		cpuMed:  div(float64(o.cpuMed), float64(p.cpuMed)),
		rss:     div(float64(o.rssMed), float64(p.rssMed)),
	}
}

func fmtKiB(k int64) string {
	return strconv.FormatFloat(float64(k)/1024, 'f', 1, 64) + " MiB"
}

func printTable(w io.Writer, results []variantResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "scenario\ttool\twall median\twall min\tuser+sys\tmax RSS\texit\tstderr")
	for _, r := range results {
		o, p := r.summaries()
		for k, s := range [2]summary{o, p} {
			name := r.variant.name
			if k > 0 {
				name = ""
			}
			out := r.outcome[k]
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\n", name, [2]string{"ours", "peer"}[k],
				benchkit.FormatDuration(s.wallMed), benchkit.FormatDuration(s.wallMin), benchkit.FormatDuration(s.cpuMed), fmtKiB(s.rssMed), out.exit, benchkit.FormatBytes(out.stderrBytes))
		}
		x := r.ratios()
		fmt.Fprintf(tw, "\tours/peer\t%s\t%s\t%s\t%s\t\t\n", benchkit.FormatRatio(x.wallMed), benchkit.FormatRatio(x.wallMin), benchkit.FormatRatio(x.cpuMed), benchkit.FormatRatio(x.rss))
		if r.mismatch != "" {
			fmt.Fprintf(tw, "\tMISMATCH\t%s\t\t\t\t\t\n", strings.SplitN(r.mismatch, "\n", 2)[0])
		}
	}
	tw.Flush()
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
	return m
}

// busy reports the highest 1-minute load average seen, and whether other
// work likely disturbed the runs.
func (m machine) busy() (float64, bool) { return benchkit.Busy(m.ncpu, m.loadBefore, m.loadAfter) }

func fmtSample(s sample) string {
	return benchkit.FormatDuration(s.wall) + " (" + fmtKiB(s.rssKiB) + ")"
}
