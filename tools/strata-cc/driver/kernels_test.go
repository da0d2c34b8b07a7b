package driver_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-ir/strata/tools/strata-cc/driver"
)

// TestKernels compiles every bench/kernels/*.c at -DSMALL_DATASET
// -DKERNEL_DUMP with strata-cc (in process) for libgomp and for LLVM's
// libomp, and with gcc -O3 -fopenmp, runs each with OMP_NUM_THREADS=2,
// and requires the dumps of the live-out arrays (stderr) to be identical:
// the kernels are written so that they are bit-identical whatever the
// compiler and the thread count (bench/kernels/README.md).
//
// It skips when gcc, opt or llc are missing; the libomp part skips when
// libomp.so is missing. Two kernels at a time.
func TestKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs 31 kernels three ways")
	}
	tools := driver.FindTools()
	if tools.Opt == "" || tools.Llc == "" {
		t.Skip("LLVM 14's opt and llc are not installed")
	}
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc is not installed")
	}
	kernels, err := filepath.Glob(filepath.Join("..", "..", "..", "bench", "kernels", "*.c"))
	if err != nil || len(kernels) == 0 {
		t.Fatalf("no kernels found in bench/kernels: %v", err)
	}
	slots := make(chan struct{}, 2)
	for _, src := range kernels {
		name := strings.TrimSuffix(filepath.Base(src), ".c")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			slots <- struct{}{}
			defer func() { <-slots }()
			dir := t.TempDir()
			ref := filepath.Join(dir, name+".gcc")
			if out, err := exec.Command(gcc, "-O3", "-fopenmp", "-DSMALL_DATASET", "-DKERNEL_DUMP", src, "-lm", "-o", ref).CombinedOutput(); err != nil {
				t.Fatalf("gcc: %v\n%s", err, out)
			}
			want := runDump(t, ref)
			for _, rt := range []struct{ name, flag string }{{"libgomp", "-fopenmp"}, {"libomp", "-fopenmp=libomp"}} {
				t.Run(rt.name, func(t *testing.T) {
					if rt.name == "libomp" && tools.LibompDir == "" {
						t.Skip("LLVM's libomp.so is not installed")
					}
					exe := filepath.Join(dir, name+"."+rt.name)
					cfg, err := driver.ParseArgs([]string{rt.flag, "-O3", "-DSMALL_DATASET", "-DKERNEL_DUMP", src, "-lm", "-o", exe})
					if err != nil {
						t.Fatal(err)
					}
					var msgs bytes.Buffer
					d := &driver.Driver{Cfg: cfg, Stdout: &msgs, Stderr: &msgs, Tools: tools}
					if code := d.Run(); code != 0 {
						t.Fatalf("strata-cc %s exited with %d:\n%s", rt.flag, code, msgs.String())
					}
					got := runDump(t, exe)
					if !bytes.Equal(got, want) {
						t.Errorf("the dump differs from gcc's: %s", firstDifference(want, got))
					}
				})
			}
		})
	}
}

// runDump runs a kernel with two threads and returns its dump (stderr).
func runDump(t *testing.T, exe string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", filepath.Base(exe), err, stderr.String())
	}
	if !bytes.Contains(stderr.Bytes(), []byte("==END   DUMP_ARRAYS==")) {
		t.Fatalf("%s printed no complete dump:\n%s", filepath.Base(exe), stderr.String())
	}
	return stderr.Bytes()
}

// firstDifference describes the first line where two dumps differ.
func firstDifference(want, got []byte) string {
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n  gcc:       %.200s\n  strata-cc: %.200s", i+1, a, b)
		}
	}
	return "(no line differs)"
}
