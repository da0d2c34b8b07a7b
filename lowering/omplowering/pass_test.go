package omplowering

import (
	"reflect"
	"testing"

	"github.com/strata-ir/strata/passes"
)

// The flags' values become the passes' own options through
// passes.Registry.WithDefaults: runtime= of the three passes, dsl= of the
// one that reads the spec; a pipeline's options override them.
func TestDefaults(t *testing.T) {
	base := passes.NewRegistry()
	Register(base)
	const spec = "/tmp/my specs/{v1}.dsl"
	reg, err := base.WithDefaults(Defaults("iomp", spec))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		arg, options string
		want         passes.Pass
	}{
		{"omp-to-omp-lower", "", &AnnotatePass{Runtime: "iomp", DSL: spec}},
		{"omp-to-omp-lower", "runtime=libgomp", &AnnotatePass{Runtime: "libgomp", DSL: spec}},
		{"omp-outline", "", &OutlinePass{Runtime: "iomp"}},
		{"omp-lower-plan", "runtime=pmsis", &PlanPass{Runtime: "pmsis"}},
		{"omp-lower-to-llvm", "", &LowerToLLVMPass{Runtime: "iomp", DSL: spec}},
		{"omp-lower-to-llvm", "runtime=libgomp", &LowerToLLVMPass{Runtime: "libgomp", DSL: spec}},
	} {
		p, err := passes.NewPass(reg, tc.arg, tc.options)
		if err != nil {
			t.Fatalf("%s{%s}: %v", tc.arg, tc.options, err)
		}
		if !reflect.DeepEqual(p, tc.want) {
			t.Errorf("%s{%s}: got %+v, want %+v", tc.arg, tc.options, p, tc.want)
		}
	}
	if d := Defaults("", ""); len(d) != 0 {
		t.Errorf("no flags give defaults %v, want none", d)
	}
	want := map[string]string{"omp-to-omp-lower": "dsl=x.dsl", "omp-lower-to-llvm": "dsl=x.dsl"}
	if d := Defaults("", "x.dsl"); !reflect.DeepEqual(d, want) {
		t.Errorf("got %v, want %v", d, want)
	}
}
