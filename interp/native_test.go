package interp_test

// TestNativePrograms runs the programs of test/native in the engine and
// compares them with what the native tests expect: the output and exit
// status of the C twin compiled by gcc.

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
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
)

type result struct {
	out  string
	code int
}

func runModule(t *testing.T, m *ir.Operation) result {
	t.Helper()
	var out bytes.Buffer
	e, err := interp.New(m, interp.Options{Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	code, err := e.RunMain([]string{"prog"})
	if err != nil {
		t.Fatalf("run: %v\noutput so far:\n%s", err, out.String())
	}
	return result{out.String(), code}
}

func parseFile(t *testing.T, ctx *ir.Context, path string) *ir.Operation {
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := builtin.ParseModule(ctx, path, text)
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m
}

func native(t *testing.T, c string) (result, bool) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		return result{}, false
	}
	bin := filepath.Join(t.TempDir(), "prog")
	if out, err := exec.Command(gcc, "-std=c11", "-O2", "-w", c, "-o", bin, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	var out bytes.Buffer
	cmd := exec.Command(bin)
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

func TestNativePrograms(t *testing.T) {
	files, _ := filepath.Glob("../test/native/*.mlir")
	if len(files) == 0 {
		t.Fatal("no test/native programs")
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".mlir")
		t.Run(name, func(t *testing.T) {
			c := strings.TrimSuffix(path, ".mlir") + ".c"
			want, ok := native(t, c)
			if !ok {
				t.Skip("gcc not found")
			}
			ctx := all.NewExecContext()
			m := parseFile(t, ctx, path)
			if got := runModule(t, m); got != want {
				t.Errorf("cir: got %+v, want %+v", got, want)
			}
			// The same program lowered to the llvm dialect.
			pm := passes.NewPassManager(ctx, builtin.ModuleOpName, passes.Config{Registry: passesall.NewRegistry()})
			pm.AddPass(pipelines.NewConvertToLLVM())
			if _, err := pm.Run(m); err != nil {
				t.Fatalf("convert-to-llvm: %v", err)
			}
			if got := runModule(t, m); got != want {
				t.Errorf("llvm: got %+v, want %+v", got, want)
			}
			// The C twin through the front end, run as cir.
			cm, _, err := frontend.Translate(ctx, c, nil, frontend.Options{})
			if err != nil {
				t.Logf("front end does not take %s: %v", c, err)
				return
			}
			if got := runModule(t, cm); got != want {
				t.Errorf("C through the front end: got %+v, want %+v", got, want)
			}
		})
	}
}
