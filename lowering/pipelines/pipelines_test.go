package pipelines_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
	"github.com/strata-ir/strata/lowering/pipelines"
	"github.com/strata-ir/strata/passes"
)

// mixed holds every level convert-to-llvm lowers in one module: func with
// scf and arith, cir with structured control flow, records and a switch,
// and omp ops holding cir values.
const mixed = `!s32i = !cir.int<s, 32>
!pair = !cir.struct<struct "pair" {!s32i, !cir.double}>
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %r : i64
}
cir.global internal @table = #cir.const_array<[#cir.int<1> : !s32i, #cir.int<2> : !s32i]> : !cir.array<!s32i x 4>
cir.func @pick(%x: !s32i, %p: !cir.ptr<!pair>) -> !s32i {
  %m = cir.get_member %p[0] {name = "a"} : !cir.ptr<!pair> -> !cir.ptr<!s32i>
  cir.switch (%x : !s32i) [
  case (equal, 1) {
    cir.store %x, %m : !s32i, !cir.ptr<!s32i>
    cir.break
  },
  case (anyof, [2, 3] : !s32i) {
    cir.return %x : !s32i
  },
  case (default) {
    cir.break
  }
  ]
  %v = cir.load %m : !cir.ptr<!s32i>, !s32i
  cir.return %v : !s32i
}
cir.func @par(%n: !s32i) {
  omp.parallel {
    %p = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
    cir.store %n, %p : !s32i, !cir.ptr<!s32i>
    omp.barrier
    omp.terminator
  }
  cir.return
}
`

// lower runs convert-to-llvm on src and returns the module and its text.
func lower(src string) (*ir.Operation, string, error) {
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "mixed.mlir", []byte(src))
	if err != nil {
		return nil, "", err
	}
	if err := ir.Verify(m); err != nil {
		return nil, "", err
	}
	pm := passes.NewPassManager(ctx, builtin.ModuleOpName, passes.Config{VerifyEach: true})
	pm.AddPass(pipelines.NewConvertToLLVM())
	if _, err := pm.Run(m); err != nil {
		return nil, "", fmt.Errorf("convert-to-llvm: %w", err)
	}
	var b strings.Builder
	if err := ir.Print(&b, m, ir.PrintOptions{}); err != nil {
		return nil, "", err
	}
	return m, b.String(), nil
}

// After convert-to-llvm only llvm ops remain, but for the omp ops (kept
// with their regions converted) and the module itself.
func TestConvertToLLVMLeavesOnlyLLVMAndOMP(t *testing.T) {
	m, out, err := lower(mixed)
	if err != nil {
		t.Fatal(err)
	}
	var stray []string
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		switch op.Dialect() {
		case "llvm", "omp":
		default:
			if op != m {
				stray = append(stray, op.Name())
			}
		}
		return ir.Advance
	})
	if len(stray) > 0 {
		t.Fatalf("ops left after convert-to-llvm: %v\n%s", stray, out)
	}
	for _, want := range []string{"llvm.func @sum", "llvm.func @pick", "llvm.switch", "omp.parallel", "omp.barrier", "llvm.mlir.global internal @table"} {
		if !strings.Contains(out, want) {
			t.Errorf("the lowered module lacks %q:\n%s", want, out)
		}
	}
}

// lowerAndTranslate is what the determinism tests compare: the lowered
// module, and the LLVM IR of the module without its omp function (the
// translation refuses omp ops).
func lowerAndTranslate() (string, error) {
	_, out, err := lower(mixed)
	if err != nil {
		return "", err
	}
	m, _, err := lower(mixed[:strings.Index(mixed, "cir.func @par")])
	if err != nil {
		return "", err
	}
	var ll strings.Builder
	if err := llvmir.WriteModule(&ll, m); err != nil {
		return "", fmt.Errorf("translation: %w", err)
	}
	return out + "\n// -----\n" + ll.String(), nil
}

// printEnv makes the test binary print lowerAndTranslate's output and
// stop, for TestConvertToLLVMDeterministicAcrossProcesses.
const printEnv = "STRATA_PIPELINES_PRINT_LOWERED"

func TestMain(m *testing.M) {
	if os.Getenv(printEnv) != "" {
		out, err := lowerAndTranslate()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Print(out)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// The lowering and the translation print the same text in every run: in
// one process (Go randomizes map order at each range), and in other
// processes with other GOMAXPROCS (and other map seeds).
func TestConvertToLLVMDeterministic(t *testing.T) {
	first, err := lowerAndTranslate()
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if again, _ := lowerAndTranslate(); again != first {
			t.Fatalf("two runs differ:\n%s\n---\n%s", first, again)
		}
	}
}

func TestConvertToLLVMDeterministicAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	first, err := lowerAndTranslate()
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	for _, procs := range []int{1, runtime.NumCPU() + 1} {
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), printEnv+"=1", fmt.Sprintf("GOMAXPROCS=%d", procs))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		got, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v\n%s", filepath.Base(exe), err, stderr.String())
		}
		if string(got) != first {
			t.Fatalf("GOMAXPROCS=%d prints something else:\n%s\n---\n%s", procs, first, got)
		}
	}
}
