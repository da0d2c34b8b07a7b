package transforms

import (
	"bytes"
	"os"
	"os/exec"
	"testing"
)

const opStatsInput = `func.func @f(%a: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %0, %0 : i32
    scf.yield %2 : i32
  } else {
    scf.yield %0 : i32
  }
  "test.unregistered"() : () -> ()
  "nodot"() : () -> ()
  return %1 : i32
}
`

func TestPrintOpStatsTable(t *testing.T) {
	var out bytes.Buffer
	p := &PrintOpStats{Out: &out}
	runPassUnregistered(t, p, opStatsInput)
	// As mlir-opt-16 prints it (TestPrintOpStatsDifferential checks).
	const want = `Operations encountered:
-----------------------
    arith.addi         , 2
    arith.constant     , 1
  builtin.module       , 1
     func.func         , 1
     func.return       , 1
          nodot        , 1
      scf.if           , 1
      scf.yield        , 2
     test.unregistered , 1
`
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}

func TestPrintOpStatsJSON(t *testing.T) {
	var out bytes.Buffer
	p := &PrintOpStats{Out: &out, JSON: true}
	runPassUnregistered(t, p, opStatsInput)
	const want = `{
  "arith.addi" : 2,
  "arith.constant" : 1,
  "builtin.module" : 1,
  "func.func" : 1,
  "func.return" : 1,
  "nodot" : 1,
  "scf.if" : 1,
  "scf.yield" : 2,
  "test.unregistered" : 1
}
`
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestPrintOpStatsDifferential compares both formats with mlir-opt-16's,
// which prints to its error stream.
func TestPrintOpStatsDifferential(t *testing.T) {
	path, err := exec.LookPath("mlir-opt-16")
	if err != nil {
		t.Skip("mlir-opt-16 not installed")
	}
	file := t.TempDir() + "/in.mlir"
	if err := os.WriteFile(file, []byte(opStatsInput), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, json := range []bool{false, true} {
		flag := "--print-op-stats"
		if json {
			flag += "=json"
		}
		var stderr bytes.Buffer
		cmd := exec.Command(path, "--allow-unregistered-dialect", flag, file, "-o", os.DevNull)
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: %v\n%s", flag, err, stderr.String())
		}
		var out bytes.Buffer
		runPassUnregistered(t, &PrintOpStats{Out: &out, JSON: json}, opStatsInput)
		if out.String() != stderr.String() {
			t.Errorf("%s: strata:\n%s\nmlir-opt-16:\n%s", flag, out.String(), stderr.String())
		}
	}
}
