package omprt_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/frontend"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
	"github.com/strata-ir/strata/runtimes/omprt"
)

type result struct {
	out  string
	code int
}

// run runs module m in the engine with the OpenMP runtime configured by
// cfg; a runtime error is part of the output, status 1.
func run(t *testing.T, m *ir.Operation, cfg omprt.Config) result {
	t.Helper()
	var out bytes.Buffer
	e, err := interp.New(m, interp.Options{Stdout: &out, Stderr: &out, Runtimes: []interp.Runtime{omprt.Install(cfg)},
		Getenv: func(string) (string, bool) { return "", false }})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	code, err := e.RunMain([]string{"prog"})
	var rt *interp.RuntimeError
	switch {
	case errors.As(err, &rt):
		return result{out.String() + rt.Format(), 1}
	case err != nil:
		t.Fatalf("run: %v\noutput so far:\n%s", err, out.String())
	}
	return result{out.String(), code}
}

// translate runs the front end on path with OpenMP.
func translate(t *testing.T, path string, includes ...string) *ir.Operation {
	t.Helper()
	ctx := all.NewExecContext()
	m, diags, err := frontend.Translate(ctx, path, nil, frontend.Options{OpenMP: true, IncludePaths: includes})
	if err != nil {
		t.Fatalf("front end: %v", err)
	}
	if diags.HasErrors() {
		t.Fatalf("front end: %s", diags.Format(nil))
	}
	return m
}

// lower lowers m's omp ops for runtime (iomp, libgomp, pmsis) to the llvm
// dialect, as strata-cc -fopenmp=... -emit-mlir=llvm does.
func lower(m *ir.Operation, runtime string) error {
	pm := passes.NewPassManager(m.Context(), builtin.ModuleOpName, passes.Config{Registry: passesall.NewRegistry()})
	if err := pm.AddPassByArgument("omp-lower-to-llvm", "runtime="+runtime, "test"); err != nil {
		return err
	}
	_, err := pm.Run(m)
	return err
}

// native builds a C file with gcc -fopenmp and runs it with
// OMP_NUM_THREADS=2 (the engine's default team size).
func native(t *testing.T, c string, includes ...string) (result, bool) {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return result{}, false
	}
	bin := filepath.Join(t.TempDir(), "prog")
	args := []string{"-std=gnu11", "-O2", "-fopenmp", "-w"}
	for _, i := range includes {
		args = append(args, "-I"+i)
	}
	args = append(args, c, "-o", bin, "-lm")
	if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
		t.Skipf("gcc -fopenmp: %v\n%s", err, out)
	}
	var out bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2")
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{out.String(), code}, true
}

// forms runs the C program at path in every form: unlowered (cir + omp)
// and lowered for each runtime, against the native binary.
func forms(t *testing.T, path string, includes ...string) {
	want, ok := native(t, path, includes...)
	if !ok {
		t.Skip("gcc not found")
	}
	cfg := omprt.Config{Threads: 2}
	if got := run(t, translate(t, path, includes...), cfg); got != want {
		t.Errorf("unlowered (cir + omp): got %+v, want %+v", got, want)
	}
	for _, rt := range []string{"iomp", "libgomp", "pmsis"} {
		m := translate(t, path, includes...)
		if err := lower(m, rt); err != nil {
			if rt == "pmsis" {
				continue // the pmsis spec lowers a subset of OpenMP
			}
			t.Errorf("lowering for %s: %v", rt, err)
			continue
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("lowered for %s: %v", rt, err)
		}
		if got := run(t, m, cfg); got != want {
			t.Errorf("lowered for %s: got %+v, want %+v", rt, got, want)
		}
	}
}

// TestE2EPrograms runs the C programs of test/omp-e2e (with the printing
// helpers of Inputs/report.c appended) in every form.
func TestE2EPrograms(t *testing.T) {
	files, _ := filepath.Glob("../../test/omp-e2e/programs/*.c")
	if len(files) == 0 {
		t.Fatal("no test/omp-e2e programs")
	}
	inputs, _ := filepath.Abs("../../test/omp-e2e/Inputs")
	report, err := os.ReadFile(filepath.Join(inputs, "report.c"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".c")
		if testing.Short() && name != "task_depend" && name != "wsloop_dynamic" {
			continue
		}
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			c := filepath.Join(t.TempDir(), name+".c")
			if err := os.WriteFile(c, append(append(src, '\n'), report...), 0o644); err != nil {
				t.Fatal(err)
			}
			forms(t, c, inputs)
		})
	}
}

// TestCCPrograms runs the OpenMP programs of test/cc/omp in every form.
func TestCCPrograms(t *testing.T) {
	files, _ := filepath.Glob("../../test/cc/omp/*.c")
	if len(files) == 0 {
		t.Fatal("no test/cc/omp programs")
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".c")
		if testing.Short() && name != "reduction_add" && name != "copyprivate" && name != "depend" {
			continue
		}
		t.Run(name, func(t *testing.T) { forms(t, path) })
	}
}

func writeC(t *testing.T, src string) string {
	p := filepath.Join(t.TempDir(), "prog.c")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// racy loses updates and interleaves its output according to the
// schedule: only the deterministic schedule makes it repeatable.
const racy = `
#include <stdio.h>
#include <sched.h>
#include <omp.h>
int counter;
char order[64];
int pos;
int main(void) {
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 8; i++) {
      int v = counter;
      sched_yield();
      counter = v + 1;
      order[pos++ % 63] = '0' + omp_get_thread_num();
    }
  }
  printf("counter %d order %s\n", counter, order);
  return 0;
}
`

// TestDeterministic runs a racy program 20 times in the deterministic
// schedule, unlowered and lowered for each runtime: the output is the
// same every time.
func TestDeterministic(t *testing.T) {
	path := writeC(t, racy)
	cfg := omprt.Config{Threads: 4, Deterministic: true}
	for _, rt := range []string{"", "iomp", "libgomp", "pmsis"} {
		var first result
		for i := 0; i < 20; i++ {
			m := translate(t, path)
			if rt != "" {
				if err := lower(m, rt); err != nil {
					t.Fatal(err)
				}
			}
			got := run(t, m, cfg)
			if i == 0 {
				first = got
				if got.code != 0 || !strings.HasPrefix(got.out, "counter ") {
					t.Fatalf("%s: %+v", rt, got)
				}
				continue
			}
			if got != first {
				t.Fatalf("%s: run %d gave %+v, run 0 %+v", rt, i, got, first)
			}
		}
		t.Logf("%s: %s", rt, strings.TrimSpace(first.out))
	}
}

// TestDeadlock plants a barrier that not every thread reaches and a lock
// that is never released: both schedules report a located deadlock with
// each thread's position instead of hanging.
func TestDeadlock(t *testing.T) {
	cases := map[string]string{
		"barrier": `#include <omp.h>
int main(void) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp barrier
    }
  }
  return 0;
}
`,
		"lock": `#include <omp.h>
int main(void) {
  omp_lock_t l;
  omp_init_lock(&l);
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 1)
      omp_set_lock(&l);
#pragma omp barrier
    if (omp_get_thread_num() == 0)
      omp_set_lock(&l);
  }
  return 0;
}
`,
	}
	for name, src := range cases {
		path := writeC(t, src)
		for _, det := range []bool{false, true} {
			for _, rt := range []string{"", "iomp", "libgomp"} {
				m := translate(t, path)
				if rt != "" {
					if err := lower(m, rt); err != nil {
						t.Fatal(err)
					}
				}
				got := run(t, m, omprt.Config{Threads: 2, Deterministic: det})
				if got.code != 1 || !strings.Contains(got.out, "runtime error: deadlock: all 2 threads are waiting") ||
					strings.Count(got.out, "note: thread ") != 2 || !strings.Contains(got.out, "prog.c:") {
					t.Errorf("%s (%s, deterministic %v): %+v", name, rt, det, got)
				}
			}
		}
	}
}
