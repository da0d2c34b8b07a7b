package driver

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseArgs(t *testing.T) {
	c, err := ParseArgs([]string{"-O3", "-fopenmp=libomp", "-DN=10", "-D", "M", "-UX", "-Iinc", "-I", "inc2",
		"a.c", "b.mlir", "c.o", "-lm", "-L/lib", "-Wl,-rpath,/x,--as-needed", "-o", "out", "-funroll=4",
		"-fno-omp-barrier-elim", "-Wall", "-march=native", "-g", "-std=c11", "--pass-pipeline=builtin.module(cse)"})
	if err != nil {
		t.Fatal(err)
	}
	want := &Config{
		Inputs: []string{"a.c", "b.mlir", "c.o"}, Output: "out", OptLevel: 3,
		Defines: []string{"N=10", "M"}, Undefines: []string{"X"}, Includes: []string{"inc", "inc2"},
		Libs: []string{"m"}, LibPaths: []string{"/lib"}, LinkArgs: []string{"-lm", "-Wl,-rpath", "-Wl,/x", "-Wl,--as-needed"},
		OpenMP: true, Runtime: "iomp", RuntimeGiven: true, Unroll: 4, BarrierElim: false, Pipeline: "builtin.module(cse)",
	}
	if diff := cmp.Diff(want, c); diff != "" {
		t.Errorf("config (-want +got):\n%s", diff)
	}
}

// TestParseArgsOffload checks -fopenmp-targets and -fopenmp-force-usm:
// strata-gpu makes libomp the host runtime unless another was named,
// which is an error.
func TestParseArgsOffload(t *testing.T) {
	for _, args := range [][]string{
		{"-fopenmp", "-fopenmp-targets=strata-gpu", "-fopenmp-force-usm", "a.c"},
		{"-fopenmp-targets=strata-gpu", "-fopenmp-force-usm", "a.c"}, // implies -fopenmp
	} {
		c, err := ParseArgs(args)
		if err != nil {
			t.Fatal(err)
		}
		if c.OffloadTarget != OffloadStrataGPU || !c.ForceUSM || c.Runtime != "iomp" || !c.OpenMP {
			t.Errorf("%v: got target %q, force-usm %v, runtime %q, openmp %v; want strata-gpu, true, iomp, true", args, c.OffloadTarget, c.ForceUSM, c.Runtime, c.OpenMP)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-fopenmp-targets=nvptx64-nvidia-cuda", "a.c"}, "unsupported offload target 'nvptx64-nvidia-cuda'"},
		{[]string{"-fopenmp=libgomp", "-fopenmp-targets=strata-gpu", "a.c"}, "needs -fopenmp=libomp"},
	} {
		if _, err := ParseArgs(tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error saying %q", tc.args, err, tc.want)
		}
	}
}

func TestParseArgsModes(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		mode  Mode
		stage string
		llvm  bool
	}{
		{[]string{"-c", "a.c"}, Compile, "", false},
		{[]string{"-S", "a.c"}, Assemble, "", false},
		{[]string{"-S", "-emit-llvm", "a.c"}, Assemble, "", true},
		{[]string{"-emit-mlir=omp", "a.c"}, EmitMLIR, "omp", false},
		{[]string{"-fsyntax-only", "a.c"}, SyntaxOnly, "", false},
		{[]string{"a.c"}, Link, "", false},
	} {
		c, err := ParseArgs(tc.args)
		if err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if c.Mode != tc.mode || c.MLIRStage != tc.stage || c.EmitLLVM != tc.llvm {
			t.Errorf("%v: mode %v stage %q llvm %v", tc.args, c.Mode, c.MLIRStage, c.EmitLLVM)
		}
	}
}

func TestParseArgsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "no input files"},
		{[]string{"-o"}, "argument to '-o' is missing"},
		{[]string{"-fopenmp=gomp", "a.c"}, "unsupported argument 'gomp' to option '-fopenmp='"},
		{[]string{"-emit-mlir=hir", "a.c"}, "invalid value 'hir'"},
		{[]string{"-O9", "a.c"}, "invalid optimization level '-O9'"},
		{[]string{"-funroll=x", "a.c"}, "invalid unroll factor"},
		{[]string{"--frobnicate", "a.c"}, "unknown argument: '--frobnicate'"},
		{[]string{"a.txt"}, "a.txt: file format not recognized"},
		{[]string{"-c", "a.c", "b.c", "-o", "x.o"}, "cannot specify '-o' with '-c'"},
	} {
		_, err := ParseArgs(tc.args)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestDryRun checks -###: the commands are printed, quoted, and nothing
// runs (the tools need not exist).
func TestDryRun(t *testing.T) {
	c, err := ParseArgs([]string{"-###", "-O2", "-fopenmp=libomp", "my prog.c", "-o", "out"})
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	d := &Driver{Cfg: c, Stdout: &stdout, Stderr: &stderr,
		Tools: &Tools{Opt: "/llvm/opt", Llc: "/llvm/llc", CC: "/usr/bin/gcc", LibompDir: "/llvm/lib"}}
	if code := d.Run(); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got := stderr.String()
	for _, want := range []string{
		"# strata-cc: front end (in process): my prog.c",
		"# strata-cc: pass (in process): omp-lower-to-llvm{runtime=iomp offload=host_only}",
		"/llvm/opt -O2 - -o - | /llvm/llc -O2 -relocation-model=pic -filetype=obj - -o",
		"/usr/bin/gcc",
		"-L/llvm/lib -lomp -Wl,-rpath,/llvm/lib -lm -o out",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("-### output lacks %q:\n%s", want, got)
		}
	}
}

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{"a.c": "a.c", "my prog.c": "'my prog.c'", "it's": `'it'\''s'`, "": "''"} {
		if got := quote(in); got != want {
			t.Errorf("quote(%q) = %q, want %q", in, got, want)
		}
	}
}
