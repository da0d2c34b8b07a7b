package benchkit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"time"
)

// What the drivers that time whole processes share: interleaved rounds
// with warm-up, one measured run of a tool, and the statistics of the
// samples.

// Round is one round of an interleaved measurement: every item (tool,
// configuration, binary) runs once, in Order.
type Round struct {
	Measured bool   // false for a warm-up round, whose samples are dropped
	Label    string // "warm-up 1/1" or "run 3/5", for progress lines
	Order    []int  // the indices of the items, in the order to run them
}

// Rounds calls round for warmup unmeasured rounds, then runs measured
// ones, over n items. The order rotates from round to round (round r
// starts with item r mod n), so that no item always runs first or always
// follows the same one: with two tools, they alternate. It stops at the
// first error.
func Rounds(warmup, runs, n int, round func(Round) error) error {
	for r := range warmup + runs {
		rd := Round{Measured: r >= warmup, Label: fmt.Sprintf("run %d/%d", r-warmup+1, runs)}
		if !rd.Measured {
			rd.Label = fmt.Sprintf("warm-up %d/%d", r+1, warmup)
		}
		for k := range n {
			rd.Order = append(rd.Order, (k+r)%n)
		}
		if err := round(rd); err != nil {
			return err
		}
	}
	return nil
}

// Cmd is one run of a tool to measure.
type Cmd struct {
	Path    string
	Args    []string
	Dir     string
	Env     []string      // nil: the driver's environment
	Stdout  string        // file for standard output; "": discarded
	Stderr  string        // file for standard error (required: the tools' diagnostics are read back)
	Timeout time.Duration // 0: none
	// HeadBytes is how much of standard error Outcome.Stderr holds; 0:
	// 64 KiB.
	HeadBytes int
}

// Sample is the cost of one run.
type Sample struct {
	Wall   time.Duration // start to exit
	CPU    time.Duration // user + system, from the child's rusage
	RSSKiB int64         // peak resident set size
}

// Outcome is what one run did and cost.
type Outcome struct {
	Sample
	Exit        int
	StderrBytes int64
	Stderr      string // its first HeadBytes
}

// Measure runs c. A non-zero exit is an outcome, not an error; a time-out,
// a cancelled context or a tool that cannot start is an error.
func Measure(ctx context.Context, c Cmd) (Outcome, error) {
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.Timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, c.Path, c.Args...)
	cmd.Dir, cmd.Env = c.Dir, c.Env
	if c.Stdout != "" {
		f, err := os.Create(c.Stdout)
		if err != nil {
			return Outcome{}, err
		}
		defer f.Close()
		cmd.Stdout = f
	}
	stderr, err := os.Create(c.Stderr)
	if err != nil {
		return Outcome{}, err
	}
	defer stderr.Close()
	cmd.Stderr = stderr
	start := time.Now()
	err = cmd.Run()
	wall := time.Since(start)
	if ctx.Err() != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return Outcome{}, fmt.Errorf("timed out after %v", c.Timeout)
		}
		return Outcome{}, ctx.Err()
	}
	var exitErr *exec.ExitError
	if err != nil && !errors.As(err, &exitErr) {
		return Outcome{}, fmt.Errorf("running %s: %w", c.Path, err)
	}
	ps := cmd.ProcessState
	o := Outcome{Sample: Sample{Wall: wall, CPU: ps.UserTime() + ps.SystemTime(), RSSKiB: MaxRSSKiB(ps)}, Exit: ps.ExitCode()}
	if fi, err := stderr.Stat(); err == nil {
		o.StderrBytes = fi.Size()
	}
	head := c.HeadBytes
	if head == 0 {
		head = 64 << 10
	}
	if o.Stderr, err = ReadHead(c.Stderr, head); err != nil {
		return Outcome{}, err
	}
	return o, nil
}

// Summary condenses the samples of one tool or configuration.
type Summary struct {
	WallMed, WallMin, CPUMed time.Duration
	RSSMed                   int64 // KiB
}

// Summarize condenses ss; the summary of no samples (a tool that did not
// run) is zero.
func Summarize(ss []Sample) Summary {
	if len(ss) == 0 {
		return Summary{}
	}
	var wall, cpu []time.Duration
	var rss []int64
	for _, s := range ss {
		wall = append(wall, s.Wall)
		cpu = append(cpu, s.CPU)
		rss = append(rss, s.RSSKiB)
	}
	return Summary{WallMed: Median(wall), WallMin: slices.Min(wall), CPUMed: Median(cpu), RSSMed: Median(rss)}
}

// Cells are s's columns of a results table: wall median, wall min,
// user+sys median and max RSS median.
func (s Summary) Cells() []string {
	return []string{FormatDuration(s.WallMed), FormatDuration(s.WallMin), FormatDuration(s.CPUMed), FormatKiB(s.RSSMed)}
}

// Ratios compare two summaries, ours over the peer's.
type Ratios struct{ WallMed, WallMin, CPUMed, RSS float64 }

// Over is s's ratios to peer.
func (s Summary) Over(peer Summary) Ratios {
	return Ratios{
		WallMed: Div(float64(s.WallMed), float64(peer.WallMed)),
		WallMin: Div(float64(s.WallMin), float64(peer.WallMin)),
		CPUMed:  Div(float64(s.CPUMed), float64(peer.CPUMed)),
		RSS:     Div(float64(s.RSSMed), float64(peer.RSSMed)),
	}
}

// Cells are x's columns of a results table, in the order of
// Summary.Cells.
func (x Ratios) Cells() []string {
	return []string{FormatRatio(x.WallMed), FormatRatio(x.WallMin), FormatRatio(x.CPUMed), FormatRatio(x.RSS)}
}

// Div is a/b, or 0 where b is 0 (a tool that did not run).
func Div(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// PairedRatio is the median over rounds of a[i]/b[i], false unless both
// have the same non-zero number of samples, all of b positive. Two runs
// of one round sit back to back, so a drift of the machine's speed during
// the benchmark slows both alike and their ratio stays fair, which the
// ratio of the medians does not.
func PairedRatio(a, b []time.Duration) (float64, bool) {
	if len(a) == 0 || len(a) != len(b) {
		return 0, false
	}
	ratios := make([]float64, len(a))
	for i := range a {
		if b[i] <= 0 {
			return 0, false
		}
		ratios[i] = float64(a[i]) / float64(b[i])
	}
	return Median(ratios), true
}

// FormatKiB formats a size given in KiB, as rusage gives it, in MiB or,
// from 10 GiB, GiB.
func FormatKiB(k int64) string {
	if k >= 10<<20 {
		return strconv.FormatFloat(float64(k)/(1<<20), 'f', 2, 64) + " GiB"
	}
	return strconv.FormatFloat(float64(k)/1024, 'f', 1, 64) + " MiB"
}

// FormatSample formats a sample for a progress line: "1.5 s (12.0 MiB)".
func FormatSample(s Sample) string {
	return FormatDuration(s.Wall) + " (" + FormatKiB(s.RSSKiB) + ")"
}
