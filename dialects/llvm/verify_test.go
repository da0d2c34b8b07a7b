package llvm_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestVerifierMessages(t *testing.T) {
	dialecttest.CheckDiagnostics(t, "testdata/invalid.mlir")
	dialecttest.CheckDiagnostics(t, "testdata/invalid-strata.mlir")
	dialecttest.CheckDiagnostics(t, "testdata/invalid-upstream.mlir")
}

func TestVerifierMessagesAreMLIRs(t *testing.T) {
	dialecttest.CheckDiagnosticsWithMLIR(t, "testdata/invalid.mlir")
}
