// Package benchkit holds what the benchmark drivers in bench/ share, so
// that each driver keeps only its workload, its runs and its report: the
// command line (cli.go), interleaved rounds, one measured run of a tool
// and the statistics of the samples (measure.go), the machine the runs
// had (machine.go), report.md and chart.svg (report.go, pairchart.go),
// strata's native build path and programs that time their own kernel
// (native.go), and --mlir-timing reports (mlirtiming.go).
package benchkit

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Median returns the median of xs (the mean of the two middle values for an even count).
func Median[T time.Duration | int64 | float64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// FormatDuration formats d with a unit that suits its size.
func FormatDuration(d time.Duration) string {
	if d < time.Second {
		return strconv.FormatFloat(float64(d)/float64(time.Millisecond), 'f', 1, 64) + " ms"
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 3, 64) + " s"
}

// FormatBytes formats n bytes in B, KiB or MiB.
func FormatBytes(n int64) string {
	switch {
	case n < 1<<10:
		return strconv.FormatInt(n, 10) + " B"
	case n < 1<<20:
		return strconv.FormatFloat(float64(n)/(1<<10), 'f', 1, 64) + " KiB"
	}
	return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MiB"
}

// FormatRatio formats ours/peer as "1.23x".
func FormatRatio(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) + "x" }

// ReadHead returns at most the first n bytes of the file at path.
func ReadHead(path string, n int) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, int64(n)))
	return string(b), err
}

// FirstLines returns the first n lines of s.
func FirstLines(s string, n int) string {
	lines := strings.SplitAfterN(s, "\n", n+1)
	if len(lines) > n {
		lines = append(lines[:n], "...\n")
	}
	return strings.Join(lines, "")
}

// CPUModel names the processor, where the OS tells it.
func CPUModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}

// LoadAvg is the 1-, 5- and 15-minute load average, where the OS tells it.
func LoadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := bytes.Fields(b)
	if len(f) < 3 {
		return "unknown"
	}
	return string(bytes.Join(f[:3], []byte(" ")))
}

// Busy reports the highest 1-minute load average among loads (as LoadAvg
// returns them), and whether it exceeded half of ncpu, so that other work
// likely disturbed the runs.
func Busy(ncpu int, loads ...string) (float64, bool) {
	hi := 0.0
	for _, l := range loads {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		if x, err := strconv.ParseFloat(f[0], 64); err == nil {
			hi = max(hi, x)
		}
	}
	return hi, hi > float64(ncpu)/2
}

// Dedup returns ss without repeated strings, keeping the first of each in
// order (for list flags such as --configs a,b,a).
func Dedup(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// ToolVersion returns the line of `tool --version` that names the
// version (LLVM tools print several lines), or "unknown version".
func ToolVersion(ctx context.Context, tool string) string {
	if out, err := exec.CommandContext(ctx, tool, "--version").Output(); err == nil {
		for _, l := range strings.Split(string(out), "\n") {
			if strings.Contains(l, "version") {
				return strings.TrimSpace(l)
			}
		}
	}
	return "unknown version"
}
