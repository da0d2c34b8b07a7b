package benchkit

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// What the drivers that build and time native programs share: building
// strata's tools, finding the peers' tools, running a build step, and
// running a program that times its own kernel.

// LLVM14Bin is where Debian installs LLVM 14's tools; they are looked for
// there after PATH, as lit does.
const LLVM14Bin = "/usr/lib/llvm-14/bin"

// LookTool finds a tool on PATH, or an LLVM tool in LLVM14Bin.
func LookTool(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	p := filepath.Join(LLVM14Bin, name)
	if _, err := os.Stat(p); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("%s is neither on PATH nor in %s", name, LLVM14Bin)
}

// LookTools finds each of names with LookTool, in order.
func LookTools(names ...string) ([]string, error) {
	paths := make([]string, len(names))
	for i, n := range names {
		p, err := LookTool(n)
		if err != nil {
			return nil, err
		}
		paths[i] = p
	}
	return paths, nil
}

// BuildStrata builds strata-opt and strata-translate into dir/bin and
// returns their paths, saying so on progress. It runs in the module
// root, where go run starts a driver.
func BuildStrata(ctx context.Context, dir string, progress io.Writer) (strataOpt, strataTranslate string, err error) {
	fmt.Fprintln(progress, "building strata-opt and strata-translate ...")
	bin := filepath.Join(dir, "bin")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin+string(filepath.Separator), "./tools/strata-opt", "./tools/strata-translate")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", "", fmt.Errorf("go build of strata-opt and strata-translate: %v\n%s", err, out)
	}
	return filepath.Join(bin, "strata-opt"), filepath.Join(bin, "strata-translate"), nil
}

// RunStep runs one build step with stdin as its input and a time limit,
// and returns its standard output; a failure names the command and shows
// the start of what it printed on standard error.
func RunStep(ctx context.Context, timeout time.Duration, stdin []byte, name string, args ...string) ([]byte, error) {
	sctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(sctx, name, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, FirstLines(errb.String(), 20))
	}
	return out.Bytes(), nil
}

// KernelOutput is what a benchmark program prints: the checksum of its
// result and the time it measured around its kernel.
type KernelOutput struct {
	Checksum string
	Kernel   time.Duration
}

// ParseKernelOutput reads the "checksum X" and "kernel T s" lines of a
// run.
func ParseKernelOutput(text string) (KernelOutput, error) {
	var o KernelOutput
	var haveKernel bool
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[0] == "checksum":
			o.Checksum = f[1]
		case len(f) == 3 && f[0] == "kernel" && f[2] == "s":
			secs, err := strconv.ParseFloat(f[1], 64)
			if err != nil || !(secs >= 0) || math.IsInf(secs, 1) {
				return o, fmt.Errorf("bad kernel time %q", l)
			}
			o.Kernel = time.Duration(secs * float64(time.Second))
			haveKernel = true
		}
	}
	if o.Checksum == "" || !haveKernel {
		return o, fmt.Errorf("expected a %q and a %q line, got %q", "checksum X", "kernel T s", FirstLines(text, 5))
	}
	return o, nil
}

// KernelRun is one measured run of a benchmark program.
type KernelRun struct {
	KernelOutput
	Wall time.Duration // start to exit
}

// Kernels are the kernel times of runs, in order.
func Kernels(runs []KernelRun) []time.Duration {
	ds := make([]time.Duration, len(runs))
	for i, r := range runs {
		ds[i] = r.Kernel
	}
	return ds
}

// RunKernel runs a benchmark program with a time limit and reads what it
// printed.
func RunKernel(ctx context.Context, binary string, timeout time.Duration) (KernelRun, error) {
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, binary)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	r := KernelRun{Wall: time.Since(start)}
	if err != nil {
		return r, fmt.Errorf("%v\n%s", err, FirstLines(errb.String(), 10))
	}
	r.KernelOutput, err = ParseKernelOutput(out.String())
	return r, err
}

// vectorTypeRE matches a <N x double>; a "*" after it makes it a typed
// pointer to one (LLVM 14's bitcasts), which is no vector work.
var vectorTypeRE = regexp.MustCompile(`<(\d+) x double>(\*?)`)

// VectorOp reports whether a line of LLVM IR works on vectors of
// doubles, the loop vectorizer's work, and the widest of them (0 where
// N is unreadable).
func VectorOp(line string) (width int, ok bool) {
	for _, m := range vectorTypeRE.FindAllStringSubmatch(line, -1) {
		if m[2] != "" {
			continue
		}
		ok = true
		if n, err := strconv.Atoi(m[1]); err == nil {
			width = max(width, n)
		}
	}
	return width, ok
}
