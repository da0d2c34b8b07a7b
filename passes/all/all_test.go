package all_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/passes/all"
	"github.com/strata-ir/strata/passes/testpasses"
)

// Every pass of the shared registry can be made with its defaults and
// declares its options correctly; no test pass is among them, and the
// test passes can be added on top, as strata-opt does.
func TestRegistry(t *testing.T) {
	reg := all.NewRegistry()
	infos := reg.Passes()
	if len(infos) == 0 {
		t.Fatal("no passes registered")
	}
	for _, info := range infos {
		if strings.HasPrefix(info.Argument, "test-") {
			t.Errorf("test pass %s in the shared registry", info.Argument)
		}
		if _, err := passes.NewPass(reg, info.Argument, ""); err != nil {
			t.Errorf("%s: %v", info.Argument, err)
		}
	}
	for _, arg := range []string{"canonicalize", "convert-to-llvm", "convert-cir-to-llvm", "omp-to-omp-lower", "omp-outline", "omp-lower-plan", "convert-omp-to-offload", "cir-unroll", "omp-barrier-elim"} {
		if _, ok := reg.Lookup(arg); !ok {
			t.Errorf("%s is not registered", arg)
		}
	}
	testpasses.Register(reg)
	if n := len(reg.Passes()); n <= len(infos) {
		t.Errorf("%d passes with the test passes, want more than %d", n, len(infos))
	}
}
