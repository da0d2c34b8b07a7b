package offload_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestRoundTrip(t *testing.T) {
	for _, f := range dialecttest.TestFiles(t, "testdata") {
		t.Run(f, func(t *testing.T) {
			custom, generic := dialecttest.RoundTrip(t, f)
			if testing.Verbose() {
				t.Log("\n" + custom + "\n" + generic)
			}
		})
	}
}

func TestDiagnostics(t *testing.T) {
	dialecttest.CheckDiagnostics(t, "testdata/invalid.mlir")
}
