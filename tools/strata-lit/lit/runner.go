package lit

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Options configures a Runner.
type Options struct {
	// Timeout, when positive, limits every test, overriding the configs'
	// timeout settings.
	Timeout time.Duration
	// Env is the base environment of RUN lines and feature probes; nil
	// means os.Environ().
	Env []string
	// TempDir is where the per-run temporary directory is made; "" means
	// os.TempDir().
	TempDir string
	// KeepTemps leaves the per-run temporary directory in place on Close.
	KeepTemps bool
}

// maxOutput caps how much of a test's stdout and stderr is kept, so a test
// that floods its output cannot exhaust memory.
const maxOutput = 1 << 20

// conditionTimeout bounds a lit.cfg feature condition.
const conditionTimeout = 30 * time.Second

// Runner runs tests. It detects the built-in features once, owns a per-run
// temporary directory (holding every %t) and is safe for concurrent use.
type Runner struct {
	opts     Options
	env      []string
	features FeatureSet
	tmpRoot  string
	binDir   string // holds the "not" helper, first on every test's PATH
	tmpDir   string // the tests' TMPDIR
	seq      atomic.Int64

	mu         sync.Mutex
	conditions map[string]*condition // keyed by lit.cfg path and feature name
}

type condition struct {
	once    sync.Once
	present bool
}

// NewRunner creates the per-run temporary directory and detects the
// built-in features.
func NewRunner(ctx context.Context, opts Options) (*Runner, error) {
	env := opts.Env
	if env == nil {
		env = os.Environ()
	}
	tmpRoot, err := os.MkdirTemp(opts.TempDir, "strata-lit-")
	if err != nil {
		return nil, err
	}
	r := &Runner{
		opts:       opts,
		env:        append([]string(nil), env...),
		tmpRoot:    tmpRoot,
		binDir:     filepath.Join(tmpRoot, ".strata-lit", "bin"),
		tmpDir:     filepath.Join(tmpRoot, ".strata-lit", "tmp"),
		conditions: make(map[string]*condition),
	}
	for _, dir := range []string{r.binDir, r.tmpDir} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			r.Close()
			return nil, err
		}
	}
	if err := os.WriteFile(filepath.Join(r.binDir, "not"), []byte(notScript), 0o755); err != nil {
		r.Close()
		return nil, err
	}
	r.features = DetectFeatures(ctx, lookupEnv(r.env, "PATH"))
	return r, nil
}

// notScript implements LLVM's "not": it succeeds when the command fails
// without crashing. With --crash it succeeds only when the command is
// killed by a signal, which bash reports as an exit code of 128+signal.
// It is a file on PATH rather than a shell function so that it also works
// under env, xargs and the like.
const notScript = `#!/usr/bin/env bash
# not [--crash] command [args...]: invert a command's exit status.
crash=0
if [ "$1" = --crash ]; then crash=1; shift; fi
if [ $# -eq 0 ]; then
  echo "not: missing command" >&2
  exit 1
fi
if ! command -v "$1" >/dev/null 2>&1; then
  echo "not: $1: command not found" >&2
  exit 1
fi
"$@"
rc=$?
if [ "$rc" -gt 128 ] && [ "$rc" -le 192 ]; then
  # Killed by a signal: a crash.
  [ "$crash" = 1 ] && exit 0
  exit 1
fi
[ "$crash" = 1 ] && exit 1
[ "$rc" -eq 0 ] && exit 1
exit 0
`

// Features returns a copy of the built-in features.
func (r *Runner) Features() FeatureSet {
	fs := make(FeatureSet, len(r.features))
	for k, v := range r.features {
		fs[k] = v
	}
	return fs
}

// TempRoot is the per-run temporary directory.
func (r *Runner) TempRoot() string { return r.tmpRoot }

// Close removes the per-run temporary directory unless KeepTemps is set.
func (r *Runner) Close() error {
	if r.opts.KeepTemps {
		return nil
	}
	return os.RemoveAll(r.tmpRoot)
}

// RunOptions controls Run.
type RunOptions struct {
	Workers int // tests run at once; below 1 means 1
	// Report, if set, is called once per test in the order of the tests
	// (not the order they finish), all from one goroutine, as soon as the
	// test and all before it are done.
	Report func(index int, res *Result)
	// Progress, if set, is called from the same goroutine as Report each
	// time a test finishes, with the number finished so far.
	Progress func(finished int)
}

// Run runs tests with up to opts.Workers at once and returns their results
// in the order of tests. When ctx is cancelled, running tests are killed
// and tests not yet started are reported UNRESOLVED.
func (r *Runner) Run(ctx context.Context, tests []*Test, opts RunOptions) []*Result {
	workers := max(opts.Workers, 1)
	results := make([]*Result, len(tests))
	type done struct {
		i   int
		res *Result
	}
	jobs := make(chan int)
	finished := make(chan done)
	var wg sync.WaitGroup
	for range min(workers, len(tests)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				finished <- done{i, r.RunTest(ctx, tests[i])}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range tests {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(finished)
	}()

	next, count := 0, 0
	flush := func() {
		for next < len(tests) && results[next] != nil {
			if opts.Report != nil {
				opts.Report(next, results[next])
			}
			next++
		}
	}
	for d := range finished {
		results[d.i] = d.res
		count++
		if opts.Progress != nil {
			opts.Progress(count)
		}
		flush()
	}
	for i := range results {
		if results[i] == nil {
			results[i] = &Result{Test: tests[i], Code: Unresolved, Reason: "not run: interrupted", Failed: -1}
		}
	}
	flush()
	return results
}

// RunTest runs one test: it parses the file, checks its feature
// requirements, expands substitutions and runs the RUN lines in one bash
// process, retrying as ALLOW_RETRIES permits.
func (r *Runner) RunTest(ctx context.Context, t *Test) *Result {
	start := time.Now()
	res := r.runTest(ctx, t)
	res.Test = t
	res.Elapsed = time.Since(start)
	return res
}

func (r *Runner) runTest(ctx context.Context, t *Test) *Result {
	unresolved := func(format string, args ...any) *Result {
		return &Result{Code: Unresolved, Reason: fmt.Sprintf(format, args...), Failed: -1}
	}
	data, err := os.ReadFile(t.Path)
	if err != nil {
		return unresolved("%v", err)
	}
	script, err := ParseScript(t.Path, data)
	if err != nil {
		return unresolved("%v", err)
	}
	if len(script.Run) == 0 {
		return unresolved("%v", errorf(t.Path, 0, "test has no 'RUN:' line"))
	}

	features := r.testFeatures(ctx, t.Config)
	var missing, unsupported []string
	for _, c := range script.Requires {
		if !c.Expr.Eval(features) {
			missing = append(missing, c.Expr.String())
		}
	}
	if len(missing) > 0 {
		return &Result{Code: Unsupported, Failed: -1,
			Reason: "Test requires the following unavailable features: " + strings.Join(missing, ", ")}
	}
	for _, c := range script.Unsupported {
		if c.Expr.Eval(features) {
			unsupported = append(unsupported, c.Expr.String())
		}
	}
	if len(unsupported) > 0 {
		return &Result{Code: Unsupported, Failed: -1,
			Reason: "Test does not support the following features: " + strings.Join(unsupported, ", ")}
	}
	xfail := false
	for _, c := range script.XFail {
		if c.Expr == nil || c.Expr.Eval(features) {
			xfail = true
		}
	}

	tmp := r.tempPaths(t)
	if err := os.MkdirAll(tmp.Dir, 0o755); err != nil {
		return unresolved("creating temporary directory: %v", err)
	}
	subst := NewSubstituter(TestSubstitutions(t, tmp))
	cmds := make([]Command, len(script.Run))
	for i, rl := range script.Run {
		cmds[i] = Command{RunLine: rl, Expanded: subst.Apply(rl.Command)}
	}

	timeout := t.Config.Timeout
	if r.opts.Timeout > 0 {
		timeout = r.opts.Timeout
	}
	attempts := 1
	if !xfail {
		// Retrying a test expected to fail would only delay its XFAIL.
		attempts += script.AllowRetries
	}
	var res *Result
	for n := 1; n <= attempts; n++ {
		res = r.execute(ctx, t, cmds, timeout)
		res.Attempts = n
		if res.Code == Pass || res.Code == Unresolved || ctx.Err() != nil {
			break
		}
	}
	switch {
	case xfail && res.Code == Pass:
		res.Code = XPass
		res.Reason = "Test passed but was expected to fail (XFAIL)."
	case xfail && res.Code == Fail:
		res.Code = XFail
	}
	return res
}

// testFeatures is the built-in features overlaid by the config's
// declarations, whose conditions are evaluated once per run.
func (r *Runner) testFeatures(ctx context.Context, cfg *Config) FeatureSet {
	fs := r.Features()
	for _, d := range cfg.Features {
		fs[d.Name] = r.evalCondition(ctx, d)
	}
	return fs
}

func (r *Runner) evalCondition(ctx context.Context, d FeatureDecl) bool {
	if d.Condition == "" {
		return true
	}
	key := d.File + "\x00" + d.Name
	r.mu.Lock()
	c := r.conditions[key]
	if c == nil {
		c = &condition{}
		r.conditions[key] = c
	}
	r.mu.Unlock()
	c.once.Do(func() {
		// The answer is shared by every test, so one test's cancellation
		// must not turn it into "absent"; the timeout still bounds it.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), conditionTimeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, "bash", "-c", d.Condition)
		cmd.Dir = d.Dir
		cfg := d.Config
		if cfg == nil {
			cfg = &Config{}
		}
		cmd.Env = r.testEnv(cfg)
		startGroup(cmd)
		cmd.Cancel = func() error { killGroup(cmd); return nil }
		c.present = cmd.Run() == nil
	})
	return c.present
}

// tempPaths places the test's %t under the per-run directory, mirroring
// the suite's layout as lit mirrors it in the build tree:
// <tmp>/<suite>-<hash>/<dir>/Output/<name>.tmp.
func (r *Runner) tempPaths(t *Test) TempPaths {
	h := fnv.New32a()
	io.WriteString(h, t.Config.Suite.Root)
	suiteDir := fmt.Sprintf("%s-%08x", sanitize(t.Config.Suite.Name), h.Sum32())
	relDir := filepath.Dir(filepath.FromSlash(t.RelPath))
	dir := filepath.Join(r.tmpRoot, suiteDir, relDir, "Output")
	return TempPaths{Dir: dir, Base: filepath.Join(dir, filepath.Base(t.Path))}
}

func sanitize(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c == '-' || c == '_' || c == '.' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			b[i] = '_'
		}
	}
	if len(b) > 40 {
		b = b[:40]
	}
	return string(b)
}

// testEnv is the base environment with the config's variables and PATH:
// the "not" helper, then the config's path entries, then the base PATH,
// then LLVM14Bin. TMPDIR points into the per-run directory, so whatever
// a test leaves in it (even a nested strata-lit that was killed) goes when
// the run ends.
func (r *Runner) testEnv(cfg *Config) []string {
	env := setEnvVar(append([]string(nil), r.env...), "TMPDIR", r.tmpDir)
	for _, v := range cfg.Env {
		env = setEnvVar(env, v.Name, v.Value)
	}
	parts := append([]string{r.binDir}, cfg.Path...)
	if p := lookupEnv(env, "PATH"); p != "" {
		parts = append(parts, p)
	}
	path := joinPathList(strings.Join(parts, string(os.PathListSeparator)), LLVM14Bin)
	return setEnvVar(env, "PATH", path)
}

func lookupEnv(env []string, name string) string {
	for i := len(env) - 1; i >= 0; i-- {
		if k, v, ok := strings.Cut(env[i], "="); ok && k == name {
			return v
		}
	}
	return ""
}

func setEnvVar(env []string, name, value string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if k, _, _ := strings.Cut(kv, "="); k != name {
			out = append(out, kv)
		}
	}
	return append(out, name+"="+value)
}

// execute runs the commands as one bash script, as lit's external shell
// does, so that cd and variables carry from one RUN line to the next:
//
//	set -o pipefail
//	{ <mark 0>; cmd0
//	} && { <mark 1>; cmd1
//	}
//
// Each mark appends the command's index to a status file, which tells
// which command failed (or hung) without tracing the test's own stderr.
// The working directory is the test file's directory.
func (r *Runner) execute(ctx context.Context, t *Test, cmds []Command, timeout time.Duration) *Result {
	res := &Result{Commands: cmds, Failed: -1}
	base := filepath.Join(r.tmpRoot, ".strata-lit", strconv.FormatInt(r.seq.Add(1), 10))
	scriptPath, statusPath := base+".sh", base+".status"
	outPath, errPath := base+".out", base+".err"

	var sb strings.Builder
	fmt.Fprintf(&sb, "# %s\nset -o pipefail\n", t.Path)
	for i, c := range cmds {
		if i > 0 {
			sb.WriteString(" && ")
		}
		fmt.Fprintf(&sb, "{ builtin echo %d >>%s\n%s\n}", i, shellQuote(statusPath), c.Expanded)
	}
	sb.WriteString("\n")
	if err := os.WriteFile(scriptPath, []byte(sb.String()), 0o644); err != nil {
		res.Code, res.Reason = Unresolved, fmt.Sprintf("writing script: %v", err)
		return res
	}
	stdout, err := os.Create(outPath)
	if err != nil {
		res.Code, res.Reason = Unresolved, err.Error()
		return res
	}
	defer stdout.Close()
	stderr, err := os.Create(errPath)
	if err != nil {
		res.Code, res.Reason = Unresolved, err.Error()
		return res
	}
	defer stderr.Close()

	// Output goes to files, not pipes: a background process that outlives
	// bash would hold a pipe open and stall Wait.
	cmd := exec.Command("bash", scriptPath)
	cmd.Dir = filepath.Dir(t.Path)
	// bash trusts an inherited PWD that names the same directory, so set
	// it to the path as spelled rather than leave the runner's own.
	cmd.Env = setEnvVar(r.testEnv(t.Config), "PWD", cmd.Dir)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	startGroup(cmd)
	if err := cmd.Start(); err != nil {
		res.Code, res.Reason = Unresolved, fmt.Sprintf("starting bash: %v", err)
		return res
	}
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	var expired <-chan time.Time
	if timeout > 0 {
		timer := time.NewTimer(timeout)
		defer timer.Stop()
		expired = timer.C
	}
	var waitErr error
	timedOut, interrupted := false, false
	select {
	case waitErr = <-waited:
	case <-expired:
		timedOut = true
		killGroup(cmd)
		waitErr = <-waited
	case <-ctx.Done():
		interrupted = true
		killGroup(cmd)
		waitErr = <-waited
	}
	killGroup(cmd) // end whatever the test left running in the background

	res.Stdout = readCapped(outPath)
	res.Stderr = readCapped(errPath)
	res.Failed = lastMark(statusPath, len(cmds))
	res.ExitCode = exitCode(waitErr)
	switch {
	case timedOut:
		res.Code = Timeout
		res.Reason = fmt.Sprintf("Reached timeout of %s", formatSeconds(timeout))
	case interrupted:
		res.Code, res.Reason = Unresolved, "interrupted"
	case waitErr != nil && !isExit(waitErr):
		res.Code, res.Reason = Unresolved, fmt.Sprintf("running bash: %v", waitErr)
	case res.ExitCode == 0:
		res.Code = Pass
	default:
		res.Code = Fail
	}
	if res.Code == Pass {
		res.Failed = -1 // every command ran and succeeded
	}
	return res
}

func formatSeconds(d time.Duration) string {
	s := strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
	if s == "1" {
		return "1 second"
	}
	return s + " seconds"
}

func isExit(err error) bool {
	var ee *exec.ExitError
	return errors.As(err, &ee)
}

// exitCode is the shell's exit status; death by a signal is reported as
// 128+signal, as a shell would.
func exitCode(err error) int {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if code := ee.ExitCode(); code >= 0 {
			return code
		}
		if sig, ok := signalOf(ee); ok {
			return 128 + sig
		}
		return -1
	}
	if err != nil {
		return -1
	}
	return 0
}

// lastMark returns the index of the last command started, or -1.
func lastMark(path string, n int) int {
	data, err := os.ReadFile(path)
	if err != nil {
		return -1
	}
	lines := strings.Fields(string(data))
	if len(lines) == 0 {
		return -1
	}
	i, err := strconv.Atoi(lines[len(lines)-1])
	if err != nil || i < 0 || i >= n {
		return -1
	}
	return i
}

func readCapped(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	data, _ := io.ReadAll(io.LimitReader(f, maxOutput+1))
	if len(data) > maxOutput {
		return string(data[:maxOutput]) + "\n[output truncated at 1 MiB]\n"
	}
	return string(data)
}

// shellQuote quotes s for bash.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
