package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/strata-ir/strata/bench/internal/benchkit"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

type tool struct{ name, path string }

// variant is one measured configuration: a scenario at a size.
type variant struct {
	name  string   // scenario
	ops   int      // operations in the input
	input string   // the workload
	flags []string // flags for both tools, before -o
}

// args are a tool's arguments to read the input and write out.
func (v variant) args(input, out string) []string {
	return append(slices.Clone(v.flags), "-o", out, input)
}

// outcome is what one run did.
type outcome struct {
	exit        int
	stderrBytes int64
	stderrHead  string
	outBytes    int64
}

type variantResult struct {
	variant variant
	samples [2][]benchkit.Sample // by tool: ours, peer
	outcome [2]outcome           // of the last run
	cross   *crossResult
}

// measure runs the tools of which (ours, peer) on variant v: warm-ups,
// then runs rounds that alternate which tool goes first. Every run must
// exit 0.
func measure(ctx context.Context, o options, v variant, tools [2]tool, which [2]bool, dir string, runs, warmup int, progress io.Writer) (variantResult, error) {
	res := variantResult{variant: v}
	err := benchkit.Rounds(warmup, runs, len(tools), func(r benchkit.Round) error {
		var ss [2]benchkit.Sample
		for _, k := range r.Order {
			if !which[k] {
				continue
			}
			out := filepath.Join(dir, tools[k].name+".out")
			s, oc, err := runTool(ctx, dir, tools[k], v.args(v.input, out), out, o.timeout)
			if err != nil {
				return err
			}
			if err := checkExit(k, tools[k], oc); err != nil {
				return err
			}
			ss[k], res.outcome[k] = s, oc
			if r.Measured {
				res.samples[k] = append(res.samples[k], s)
			}
		}
		fmt.Fprintf(progress, "  %s: %s\n", r.Label, fmtRound(ss, which))
		return nil
	})
	return res, err
}

var errPeer = errors.New("the peer rejects the workload, which the generator promises it accepts")

// checkExit fails a run that did not exit 0: tool k is ours (0) or the
// peer (1), whose failure is a generator bug.
func checkExit(k int, t tool, oc outcome) error {
	if oc.exit == 0 {
		return nil
	}
	if k == 1 {
		return fmt.Errorf("%w: exit %d:\n%s", errPeer, oc.exit, oc.stderrHead)
	}
	return fmt.Errorf("ours (%s) failed with exit %d:\n%s", t.path, oc.exit, oc.stderrHead)
}

// runTool runs t with args in dir, its stdout and stderr going to files
// there, and reports the size of out afterwards.
func runTool(ctx context.Context, dir string, t tool, args []string, out string, timeout time.Duration) (benchkit.Sample, outcome, error) {
	r, err := benchkit.Measure(ctx, benchkit.Cmd{
		Path: t.path, Args: args, Dir: dir, Timeout: timeout,
		Stdout: filepath.Join(dir, t.name+".stdout"), Stderr: filepath.Join(dir, t.name+".stderr"),
	})
	if err != nil {
		return benchkit.Sample{}, outcome{}, fmt.Errorf("%s: %w", t.name, err)
	}
	oc := outcome{exit: r.Exit, stderrBytes: r.StderrBytes, stderrHead: benchkit.FirstLines(r.Stderr, 12)}
	if fi, err := os.Stat(out); err == nil {
		oc.outBytes = fi.Size()
	}
	return r.Sample, oc, nil
}

// crossResult says whether the tools agree on the IR.
type crossResult struct {
	outputs comparison // ours.out against peer.out
	// reparse[k] is tool k reading the other tool's output; again[k]
	// compares what it printed with what it printed from the workload:
	// when they are the same, the other's output is the same IR to tool k.
	reparse [2]outcome
	again   [2]comparison
}

// comparison is the result of comparing two files.
type comparison struct {
	same     bool   // identical
	trailing bool   // identical but for blank lines at the end
	line     int    // first differing line, if neither
	diff     string // that line in both files
	failed   string // the error of a tool that could not read its input
}

func (c comparison) String() string {
	switch {
	case c.failed != "":
		return "cannot parse it: " + c.failed
	case c.same:
		return "identical"
	case c.trailing:
		return "identical but for blank lines at the end"
	}
	return fmt.Sprintf("differ from line %d: %s", c.line, c.diff)
}

// equal says whether the files hold the same text, blank lines at the
// end aside.
func (c comparison) equal() bool { return c.same || c.trailing }

// crossCheck compares the tools' outputs of the last measured run, then
// runs each tool on the other's output and compares the result with its
// own output. A tool that cannot parse the other's output is a
// disagreement, recorded like a difference.
func crossCheck(ctx context.Context, o options, v variant, tools [2]tool, dir string) (*crossResult, error) {
	var cr crossResult
	outs := [2]string{filepath.Join(dir, "ours.out"), filepath.Join(dir, "peer.out")}
	var err error
	if cr.outputs, err = compareFiles(outs[0], outs[1]); err != nil {
		return nil, err
	}
	for k, t := range tools {
		other := outs[1-k]
		re := filepath.Join(dir, t.name+"-of-"+tools[1-k].name+".out")
		_, oc, err := runTool(ctx, dir, t, v.args(other, re), re, o.timeout)
		if err != nil {
			return nil, err
		}
		cr.reparse[k] = oc
		if oc.exit != 0 {
			msg := strings.TrimSpace(benchkit.FirstLines(oc.stderrHead, 3))
			cr.again[k] = comparison{failed: fmt.Sprintf("exit %d: %s", oc.exit, msg)}
			continue
		}
		if cr.again[k], err = compareFiles(outs[k], re); err != nil {
			return nil, err
		}
		os.Remove(re)
	}
	return &cr, nil
}

// compareFiles compares two files line by line.
func compareFiles(a, b string) (comparison, error) {
	fa, err := os.Open(a)
	if err != nil {
		return comparison{}, err
	}
	defer fa.Close()
	fb, err := os.Open(b)
	if err != nil {
		return comparison{}, err
	}
	defer fb.Close()
	ra, rb := bufio.NewReaderSize(fa, 1<<20), bufio.NewReaderSize(fb, 1<<20)
	for line := 1; ; line++ {
		la, ea := ra.ReadBytes('\n')
		lb, eb := rb.ReadBytes('\n')
		if ea != nil && ea != io.EOF {
			return comparison{}, ea
		}
		if eb != nil && eb != io.EOF {
			return comparison{}, eb
		}
		if !bytes.Equal(la, lb) {
			c := comparison{line: line, diff: fmt.Sprintf("%q vs %q", clip(la), clip(lb))}
			if blank(la) && blank(lb) {
				ta, err := onlyNewlines(ra)
				if err != nil {
					return comparison{}, err
				}
				tb, err := onlyNewlines(rb)
				if err != nil {
					return comparison{}, err
				}
				c.trailing = ta && tb
			}
			return c, nil
		}
		if ea == io.EOF {
			return comparison{same: true}, nil
		}
	}
}

// blank says whether a line read with ReadBytes is empty: "", "\n".
func blank(l []byte) bool { return len(bytes.TrimRight(l, "\n")) == 0 }

// onlyNewlines says whether the rest of r is newlines.
func onlyNewlines(r *bufio.Reader) (bool, error) {
	for {
		c, err := r.ReadByte()
		if err == io.EOF {
			return true, nil
		}
		if err != nil {
			return false, err
		}
		if c != '\n' {
			return false, nil
		}
	}
}

func clip(b []byte) string {
	b = bytes.TrimRight(b, "\n")
	if len(b) > 100 {
		return string(b[:100]) + "..."
	}
	return string(b)
}

func (r variantResult) summaries() (ours, peer benchkit.Summary) {
	return benchkit.Summarize(r.samples[0]), benchkit.Summarize(r.samples[1])
}

func (r variantResult) ratios() benchkit.Ratios {
	o, p := r.summaries()
	return o.Over(p)
}

func fmtRound(ss [2]benchkit.Sample, which [2]bool) string {
	var parts []string
	for k, s := range ss {
		if which[k] {
			parts = append(parts, [2]string{"ours", "peer"}[k]+" "+benchkit.FormatSample(s))
		}
	}
	return strings.Join(parts, "  ")
}

// perOp is a duration per operation in nanoseconds.
func perOp(d time.Duration, ops int) float64 { return float64(d) / float64(ops) }

// fmtNs writes a short duration given in nanoseconds.
func fmtNs(ns float64) string {
	if ns >= 1000 {
		return strconv.FormatFloat(ns/1000, 'f', 2, 64) + " µs"
	}
	return strconv.FormatFloat(ns, 'f', 0, 64) + " ns"
}

func printTable(w io.Writer, results []variantResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "scenario\ttool\twall median\twall min\tuser+sys\tmax RSS\toutput\tsame IR")
	for _, r := range results {
		o, p := r.summaries()
		for k, s := range [2]benchkit.Summary{o, p} {
			name := r.variant.name
			if k > 0 {
				name = ""
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", name, [2]string{"ours", "peer"}[k], strings.Join(s.Cells(), "\t"), benchkit.FormatBytes(r.outcome[k].outBytes), r.cross.stableWord(k))
		}
		x := r.ratios()
		fmt.Fprintf(tw, "\tours/peer\t%s\t\t\n", strings.Join(x.Cells(), "\t"))
	}
	tw.Flush()
}

// agree says whether each tool read the other's output as the same IR.
func (c *crossResult) agree() bool { return c.again[0].equal() && c.again[1].equal() }

// stableWord says whether tool k read the other's output as the same IR.
func (c *crossResult) stableWord(k int) string {
	switch {
	case c == nil:
		return "-"
	case c.again[k].equal():
		return "yes"
	}
	return "NO"
}

// scalingHeader and scalingRow are the scaling table, for the terminal
// and the report.
var scalingHeader = []string{
	"N ops",
	"ours wall", "ours per op", "ours T(N)/T(N/10)", "ours user+sys", "ours max RSS", "ours RSS per op",
	"peer wall", "peer per op", "peer T(N)/T(N/10)", "peer user+sys", "peer max RSS", "peer RSS per op",
	"ours/peer wall", "ours/peer RSS",
}

// scalingRow formats rs[i]; a tool that did not run gets "skipped".
func scalingRow(rs []variantResult, i int) []string {
	r := rs[i]
	n := r.variant.ops
	row := []string{benchkit.FormatCount(n)}
	o, p := r.summaries()
	var po, pp benchkit.Summary
	if i > 0 {
		po, pp = rs[i-1].summaries()
	}
	for k, pair := range [2][2]benchkit.Summary{{po, o}, {pp, p}} {
		before, s := pair[0], pair[1]
		if len(r.samples[k]) == 0 {
			row = append(row, "skipped", "", "", "", "", "")
			continue
		}
		growth := "-"
		if before.WallMed > 0 {
			growth = benchkit.FormatRatio(benchkit.Div(float64(s.WallMed), float64(before.WallMed)))
		}
		row = append(row, benchkit.FormatDuration(s.WallMed), fmtNs(perOp(s.WallMed, n)), growth, benchkit.FormatDuration(s.CPUMed), benchkit.FormatKiB(s.RSSMed),
			strconv.FormatFloat(float64(s.RSSMed)*1024/float64(n), 'f', 0, 64)+" B")
	}
	if len(r.samples[0]) > 0 && len(r.samples[1]) > 0 {
		x := r.ratios()
		row = append(row, benchkit.FormatRatio(x.WallMed), benchkit.FormatRatio(x.RSS))
	} else {
		row = append(row, "-", "-")
	}
	return row
}

func printScaling(w io.Writer, rs []variantResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(scalingHeader, "\t"))
	for i := range rs {
		fmt.Fprintln(tw, strings.Join(scalingRow(rs, i), "\t"))
	}
	tw.Flush()
}

// machine describes where the benchmark ran.
type machine struct {
	benchkit.Machine
	memTotal    int64 // KiB
	peerVersion string
}

func environment(ctx context.Context, peer string) machine {
	return machine{
		Machine:     benchkit.NewMachine("GOGC", "GOMEMLIMIT", "GODEBUG"),
		memTotal:    memInfoKiB("MemTotal"),
		peerVersion: benchkit.ToolVersion(ctx, peer),
	}
}

// memAvailableKiB is the memory available for new work, 0 where the OS
// does not tell it.
func memAvailableKiB() int64 { return memInfoKiB("MemAvailable") }

// memInfoKiB reads a field of /proc/meminfo, 0 if unknown.
func memInfoKiB(field string) int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(l, ":")
		if !ok || k != field {
			continue
		}
		f := strings.Fields(v)
		if len(f) == 0 {
			return 0
		}
		n, _ := strconv.ParseInt(f[0], 10, 64)
		return n
	}
	return 0
}
