package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"path/filepath"
	"regexp"
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

// outcome is what one run did.
type outcome struct {
	exit        int
	errLine     int // check-file line of the first reported error, 0 if none
	stderrBytes int64
	stderrHead  string
}

type variantResult struct {
	variant  variant
	samples  [2][]benchkit.Sample // by tool: ours, peer
	outcome  [2]outcome           // of the last run
	mismatch string               // how ours disagreed with the peer, with --allow-mismatch
}

// measure runs both tools on variant v: warm-ups, then o.runs rounds that
// alternate which tool goes first.
func measure(ctx context.Context, o options, v variant, tools [2]tool, dir string, st genStats, progress io.Writer) (variantResult, error) {
	res := variantResult{variant: v}
	err := benchkit.Rounds(o.warmup, o.runs, len(tools), func(r benchkit.Round) error {
		var ss [2]benchkit.Sample
		for _, k := range r.Order {
			s, out, err := runTool(ctx, dir, tools[k], v, o.timeout)
			if err != nil {
				return err
			}
			ss[k], res.outcome[k] = s, out
		}
		if err := agree(v, res.outcome, st); err != nil {
			if !o.allowMismatch || errors.Is(err, errPeer) {
				return err
			}
			if res.mismatch == "" {
				fmt.Fprintf(progress, "  warning: %v\n", err)
			}
			res.mismatch = err.Error()
		}
		if r.Measured {
			for k := range ss {
				res.samples[k] = append(res.samples[k], ss[k])
			}
		}
		fmt.Fprintf(progress, "  %s: ours %s  peer %s\n", r.Label, benchkit.FormatSample(ss[0]), benchkit.FormatSample(ss[1]))
		return nil
	})
	return res, err
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
func runTool(ctx context.Context, dir string, t tool, v variant, timeout time.Duration) (benchkit.Sample, outcome, error) {
	oc, err := benchkit.Measure(ctx, benchkit.Cmd{
		Path: t.path, Args: v.args(), Dir: dir, Env: childEnv(), Timeout: timeout,
		Stdout: filepath.Join(dir, t.name+".stdout"), Stderr: filepath.Join(dir, t.name+".stderr"),
	})
	if err != nil {
		return benchkit.Sample{}, outcome{}, fmt.Errorf("%s: %w", t.name, err)
	}
	out := outcome{exit: oc.Exit, stderrBytes: oc.StderrBytes, errLine: errorLine(oc.Stderr, v.checks), stderrHead: benchkit.FirstLines(oc.Stderr, 12)}
	return oc.Sample, out, nil
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

func (r variantResult) summaries() (ours, peer benchkit.Summary) {
	return benchkit.Summarize(r.samples[0]), benchkit.Summarize(r.samples[1])
}

func (r variantResult) ratios() benchkit.Ratios {
	o, p := r.summaries()
	return o.Over(p)
}

func printTable(w io.Writer, results []variantResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "scenario\ttool\twall median\twall min\tuser+sys\tmax RSS\texit\tstderr")
	for _, r := range results {
		o, p := r.summaries()
		for k, s := range [2]benchkit.Summary{o, p} {
			name := r.variant.name
			if k > 0 {
				name = ""
			}
			out := r.outcome[k]
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", name, [2]string{"ours", "peer"}[k], strings.Join(s.Cells(), "\t"), out.exit, benchkit.FormatBytes(out.stderrBytes))
		}
		x := r.ratios()
		fmt.Fprintf(tw, "\tours/peer\t%s\t\t\n", strings.Join(x.Cells(), "\t"))
		if r.mismatch != "" {
			fmt.Fprintf(tw, "\tMISMATCH\t%s\t\t\t\t\t\n", strings.SplitN(r.mismatch, "\n", 2)[0])
		}
	}
	tw.Flush()
}

// machine describes where the benchmark ran.
type machine struct {
	benchkit.Machine
	peerVersion string
}

func environment(ctx context.Context, peer string) machine {
	return machine{Machine: benchkit.NewMachine(), peerVersion: benchkit.ToolVersion(ctx, peer)}
}
