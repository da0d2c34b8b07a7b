package lit

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
	"time"
)

// Exit statuses of Main.
const (
	ExitOK       = 0 // every test passed, was XFAIL or was skipped
	ExitFailures = 1 // some test failed
	ExitUsage    = 2 // bad flags, paths or configs: nothing was tested
)

// MainOptions are strata-lit's command-line settings.
type MainOptions struct {
	Paths        []string
	Workers      int           // tests run at once; must be at least 1
	Timeout      time.Duration // per test; 0 keeps the configs' timeouts
	Verbose      bool          // show details of failing tests
	ShowAll      bool          // show details of every test
	Quiet        bool          // print only failing tests and the summary line
	Filter       string        // regexp a full test name must match
	FilterOut    string        // regexp a full test name must not match
	TimeTests    bool          // list the slowest tests
	ShowFeatures bool          // print the built-in features first
	AllowEmpty   bool          // a filter that selects nothing is not an error
	KeepTemps    bool          // keep the per-run temporary directory
	Progress     bool          // draw a progress line (stdout is a terminal)
	Env          []string      // base environment; nil means os.Environ()
}

// Main runs strata-lit and returns its exit status. Verdict lines and the
// summary go to stdout, usage and config errors to stderr.
//
// The last line of a run is always "N passed, N failed" with ", N skipped"
// when any test was UNSUPPORTED: XFAIL counts as passed; XPASS, UNRESOLVED
// and TIMEOUT count as failed.
func Main(ctx context.Context, o MainOptions, stdout, stderr io.Writer) int {
	usage := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "strata-lit: error: "+format+"\n", args...)
		return ExitUsage
	}
	if o.Workers < 1 {
		return usage("-j/--workers must be at least 1, got %d", o.Workers)
	}
	if o.Timeout < 0 {
		return usage("--timeout must not be negative")
	}
	include, err := compileFilter("--filter", o.Filter)
	if err != nil {
		return usage("%v", err)
	}
	exclude, err := compileFilter("--filter-out", o.FilterOut)
	if err != nil {
		return usage("%v", err)
	}
	if len(o.Paths) == 0 && !o.ShowFeatures {
		return usage("no test paths given (see --help)")
	}

	var tests []*Test
	if len(o.Paths) > 0 {
		if tests, err = Discover(o.Paths); err != nil {
			fmt.Fprintf(stderr, "strata-lit: %v\n", prefixError(err))
			return ExitUsage
		}
		if len(tests) == 0 {
			return usage("did not discover any tests for provided path(s)")
		}
	}
	discovered := len(tests)
	tests = filterTests(tests, include, exclude)
	if discovered > 0 && len(tests) == 0 && !o.AllowEmpty {
		return usage("filter did not match any tests (of %d discovered); use --allow-empty-runs to allow this", discovered)
	}

	runner, err := NewRunner(ctx, Options{Timeout: o.Timeout, Env: o.Env, KeepTemps: o.KeepTemps})
	if err != nil {
		fmt.Fprintf(stderr, "strata-lit: error: %v\n", err)
		return ExitUsage
	}
	defer runner.Close()
	if o.ShowFeatures {
		fmt.Fprintf(stdout, "Available features: %s\n", strings.Join(runner.Features().Sorted(), " "))
		if len(o.Paths) == 0 {
			return ExitOK
		}
	}
	if o.KeepTemps {
		fmt.Fprintf(stdout, "Temporary files: %s\n", runner.TempRoot())
	}

	workers := min(o.Workers, max(len(tests), 1))
	if !o.Quiet {
		fmt.Fprintf(stdout, "-- Testing: %d tests, %d workers --\n", len(tests), workers)
	}
	p := &printer{w: stdout, opts: o, total: len(tests)}
	start := time.Now()
	results := runner.Run(ctx, tests, RunOptions{
		Workers:  workers,
		Report:   p.report,
		Progress: p.progress,
	})
	p.clearProgress()
	summary := summarize(results, discovered-len(tests))
	if !o.Quiet {
		summary.writeFailures(stdout)
		if o.TimeTests {
			writeSlowest(stdout, results)
		}
		summary.writeCounts(stdout, time.Since(start))
	}
	fmt.Fprintln(stdout, summary.line())
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "strata-lit: interrupted")
		return ExitFailures
	}
	if summary.failed > 0 {
		return ExitFailures
	}
	return ExitOK
}

// prefixError gives errors without a location the "error:" label that
// located ones already carry.
func prefixError(err error) string {
	if strings.Contains(err.Error(), ": error: ") {
		return err.Error()
	}
	return "error: " + err.Error()
}

func compileFilter(flag, expr string) (*regexp.Regexp, error) {
	if expr == "" {
		return nil, nil
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", flag, err)
	}
	return re, nil
}

func filterTests(tests []*Test, include, exclude *regexp.Regexp) []*Test {
	if include == nil && exclude == nil {
		return tests
	}
	var out []*Test
	for _, t := range tests {
		name := t.FullName()
		if include != nil && !include.MatchString(name) {
			continue
		}
		if exclude != nil && exclude.MatchString(name) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// printer writes verdict lines, in test order, and a progress line when
// stdout is a terminal. Run calls it from a single goroutine.
type printer struct {
	w        io.Writer
	opts     MainOptions
	total    int
	finished int
	drawn    bool
}

func (p *printer) report(i int, res *Result) {
	failed := res.Code.IsFailure()
	if p.opts.Quiet && !failed {
		return
	}
	p.clearProgress()
	fmt.Fprintf(p.w, "%s: %s (%d of %d)\n", res.Code, res.Test.FullName(), i+1, p.total)
	if p.opts.ShowAll || (p.opts.Verbose && failed) {
		verdict := res.Code.String()
		switch {
		case failed:
			verdict = "FAILED"
		case res.Code == Pass:
			verdict = "PASSED"
		}
		stars := strings.Repeat("*", 20)
		fmt.Fprintf(p.w, "%s TEST '%s' %s %s\n", stars, res.Test.FullName(), verdict, stars)
		io.WriteString(p.w, res.Details())
		fmt.Fprintf(p.w, "%s\n", stars)
	}
	p.drawProgress()
}

func (p *printer) progress(finished int) {
	p.finished = finished
	p.clearProgress()
	p.drawProgress()
}

func (p *printer) drawProgress() {
	if !p.opts.Progress || p.finished >= p.total {
		return
	}
	fmt.Fprintf(p.w, "-- %d of %d tests finished --", p.finished, p.total)
	p.drawn = true
}

func (p *printer) clearProgress() {
	if p.drawn {
		io.WriteString(p.w, "\r\033[K")
		p.drawn = false
	}
}

type summary struct {
	byCode   map[Code][]*Result
	excluded int
	total    int
	passed   int
	failed   int
	skipped  int
}

func summarize(results []*Result, excluded int) *summary {
	s := &summary{byCode: make(map[Code][]*Result), excluded: excluded, total: len(results) + excluded}
	for _, r := range results {
		s.byCode[r.Code] = append(s.byCode[r.Code], r)
		switch {
		case r.Code.IsFailure():
			s.failed++
		case r.Code == Unsupported:
			s.skipped++
		default:
			s.passed++
		}
	}
	return s
}

// line is the closing line CI reads: exactly "N passed, N failed" and
// ", N skipped" when something was skipped.
func (s *summary) line() string {
	l := fmt.Sprintf("%d passed, %d failed", s.passed, s.failed)
	if s.skipped > 0 {
		l += fmt.Sprintf(", %d skipped", s.skipped)
	}
	return l
}

// writeFailures lists the failing tests by kind, as lit does at the end.
func (s *summary) writeFailures(w io.Writer) {
	for _, k := range []struct {
		code  Code
		title string
	}{
		{Timeout, "Timed Out Tests"},
		{Unresolved, "Unresolved Tests"},
		{XPass, "Unexpectedly Passed Tests"},
		{Fail, "Failed Tests"},
	} {
		rs := s.byCode[k.code]
		if len(rs) == 0 {
			continue
		}
		fmt.Fprintf(w, "********************\n%s (%d):\n", k.title, len(rs))
		for _, r := range rs {
			fmt.Fprintf(w, "  %s\n", r.Test.FullName())
		}
	}
}

// writeCounts prints the time taken and the count of each verdict.
func (s *summary) writeCounts(w io.Writer, elapsed time.Duration) {
	fmt.Fprintf(w, "\nTesting Time: %.2fs\n\n", elapsed.Seconds())
	fmt.Fprintf(w, "Total Discovered Tests: %d\n", s.total)
	pct := func(n int) float64 { return 100 * float64(n) / float64(max(s.total, 1)) }
	for _, k := range []struct {
		n     int
		label string
	}{
		{s.excluded, "Excluded"},
		{len(s.byCode[Unsupported]), "Unsupported"},
		{len(s.byCode[Pass]), "Passed"},
		{len(s.byCode[XFail]), "Expectedly Failed"},
		{len(s.byCode[Unresolved]), "Unresolved"},
		{len(s.byCode[Timeout]), "Timed Out"},
		{len(s.byCode[Fail]), "Failed"},
		{len(s.byCode[XPass]), "Unexpectedly Passed"},
	} {
		if k.n > 0 {
			fmt.Fprintf(w, "  %-19s: %d (%.2f%%)\n", k.label, k.n, pct(k.n))
		}
	}
	fmt.Fprintln(w)
}

// writeSlowest lists the twenty slowest tests, slowest first.
func writeSlowest(w io.Writer, results []*Result) {
	rs := append([]*Result(nil), results...)
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].Elapsed > rs[j].Elapsed })
	if len(rs) > 20 {
		rs = rs[:20]
	}
	fmt.Fprintf(w, "Slowest Tests:\n%s\n", strings.Repeat("-", 74))
	for _, r := range rs {
		fmt.Fprintf(w, "%8.2fs: %s\n", r.Elapsed.Seconds(), r.Test.FullName())
	}
}
