package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The parallel speedup: testdata/omp_matmul.c (a static worksharing loop
// over the rows of a matrix multiply; it prints its kernel time on
// stderr) with 1 and 2 threads, lowered for libgomp (strata-cc -fopenmp
// -emit-mlir=llvm, then strata-run --threads=N) and unlowered (strata-run
// -fopenmp --threads=N on the C file: the omp ops run as they are).

// parallelRun is one form's samples: the kernel times with 1 and 2
// threads, per round.
type parallelRun struct {
	form   string
	t1, t2 []time.Duration
}

// speedup is the median per-round ratio of the 1-thread time over the
// 2-thread one, and the ratio of the best times.
func (p parallelRun) speedup() (median, best float64) {
	median, _ = benchkit.PairedRatio(p.t1, p.t2)
	return median, benchkit.Div(float64(minDur(p.t1)), float64(minDur(p.t2)))
}

func minDur(ds []time.Duration) time.Duration {
	m := time.Duration(0)
	for i, d := range ds {
		if i == 0 || d < m {
			m = d
		}
	}
	return m
}

var threadsLine = regexp.MustCompile(`(?m)^(\d+) threads: ([0-9.]+) s$`)

func measureParallel(ctx context.Context, t tools, dir, root string, o options, progress io.Writer) ([]parallelRun, error) {
	src := filepath.Join(root, "bench", "interp", "testdata", "omp_matmul.c")
	mlir := filepath.Join(dir, "omp_matmul.mlir")
	if _, err := benchkit.RunStep(ctx, 5*time.Minute, nil, t.strataCC, "-fopenmp", "-emit-mlir=llvm", src, "-o", mlir); err != nil {
		return nil, err
	}
	runs := []parallelRun{{form: "lowered (libgomp)"}, {form: "unlowered (omp ops)"}}
	args := func(form, threads int) []string {
		th := fmt.Sprintf("--threads=%d", threads)
		if form == 0 {
			return []string{th, mlir}
		}
		return []string{"-fopenmp", th, src}
	}
	checksum := ""
	err := benchkit.Rounds(o.warmup, o.runs, 4, func(r benchkit.Round) error {
		for _, i := range r.Order {
			form, threads := i/2, 1+i%2
			out := filepath.Join(dir, fmt.Sprintf("omp.%d.%d.out", form, threads))
			oc, err := benchkit.Measure(ctx, benchkit.Cmd{Path: t.strataRun, Args: args(form, threads), Dir: dir, Stdout: out, Stderr: out + ".err", Timeout: o.timeout})
			if err != nil {
				return err
			}
			if oc.Exit != 0 {
				return fmt.Errorf("%s with %d threads exited with status %d: %s", runs[form].form, threads, oc.Exit, benchkit.FirstLines(oc.Stderr, 5))
			}
			stdout, err := os.ReadFile(out)
			if err != nil {
				return err
			}
			if cs := strings.TrimSpace(string(stdout)); checksum == "" {
				checksum = cs
			} else if cs != checksum {
				return fmt.Errorf("%s with %d threads printed %q, the first run %q", runs[form].form, threads, cs, checksum)
			}
			stderr, err := os.ReadFile(out + ".err")
			if err != nil {
				return err
			}
			m := threadsLine.FindStringSubmatch(string(stderr))
			if m == nil || m[1] != strconv.Itoa(threads) {
				return fmt.Errorf("%s with %d threads: no line \"%d threads: T s\" in %q", runs[form].form, threads, threads, benchkit.FirstLines(string(stderr), 5))
			}
			secs, err := strconv.ParseFloat(m[2], 64)
			if err != nil {
				return err
			}
			d := time.Duration(secs * float64(time.Second))
			fmt.Fprintf(progress, "omp_matmul %s %-20s %d threads kernel %s\n", r.Label, runs[form].form, threads, benchkit.FormatDuration(d))
			if r.Measured {
				if threads == 1 {
					runs[form].t1 = append(runs[form].t1, d)
				} else {
					runs[form].t2 = append(runs[form].t2, d)
				}
			}
		}
		return nil
	})
	return runs, err
}

func parallelTable(par []parallelRun) string {
	var s strings.Builder
	for _, p := range par {
		med, best := p.speedup()
		fmt.Fprintf(&s, "omp_matmul %-20s 1 thread %s, 2 threads %s: speedup %.2fx (best runs %.2fx)\n", p.form,
			benchkit.FormatDuration(benchkit.Median(p.t1)), benchkit.FormatDuration(benchkit.Median(p.t2)), med, best)
	}
	return s.String()
}

func parallelAims(par []parallelRun) string {
	if len(par) == 0 {
		return "| at least 1.7x on 2 threads for a parallel kernel | not measured (--parallel=false) | not measured |\n\n"
	}
	worst := 0.0
	var forms []string
	for i, p := range par {
		med, _ := p.speedup()
		if i == 0 || med < worst {
			worst = med
		}
		forms = append(forms, fmt.Sprintf("%s %.2fx", p.form, med))
	}
	return fmt.Sprintf("| at least 1.7x on 2 threads for a parallel kernel | %s | %s |\n\n", strings.Join(forms, ", "), verdict(worst >= 1.7))
}

func parallelSection(par []parallelRun) string {
	if len(par) == 0 {
		return ""
	}
	var s strings.Builder
	s.WriteString("## Parallel speedup\n\n`bench/interp/testdata/omp_matmul.c` (a 160x160 matrix multiply, rows split by a static worksharing loop; it prints its kernel time), with `strata-run --threads=1` and `--threads=2`, lowered for libgomp (`strata-cc -fopenmp -emit-mlir=llvm`) and unlowered (`strata-run -fopenmp FILE.c`), in interleaved rounds of their own after the kernels'. Speedup: the median per-round ratio of the 1-thread kernel time over the 2-thread one (best runs: the ratio of the fastest of each).\n\n")
	s.WriteString("| form | 1 thread | 2 threads | **speedup** | best runs |\n| --- | ---: | ---: | ---: | ---: |\n")
	for _, p := range par {
		med, best := p.speedup()
		fmt.Fprintf(&s, "| %s | %s | %s | **%.2fx** | %.2fx |\n", p.form, benchkit.FormatDuration(benchkit.Median(p.t1)),
			benchkit.FormatDuration(benchkit.Median(p.t2)), med, best)
	}
	s.WriteString("\nOn a machine of 2 cores shared with other jobs, the 2-thread run needs both cores: the speedup is the most disturbed figure here.\n\n")
	return s.String()
}
