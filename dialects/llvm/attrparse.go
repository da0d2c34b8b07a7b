package llvm

import (
	"strings"

	"github.com/strata-ir/strata/ir"
)

// parseAttribute parses the body of `#llvm.<mnemonic>...`: linkage,
// cconv, fastmath and overflow.
func parseAttribute(p *ir.AsmParser, mnemonic string, _ ir.Type) (ir.Attribute, error) {
	switch mnemonic {
	case "linkage":
		return parseKeywordAttr(p, "linkage", func(s string) (ir.Attribute, bool) {
			l, ok := LinkageFromString(s)
			return LinkageAttr{Linkage: l}, ok
		})
	case "cconv":
		return parseKeywordAttr(p, "calling convention", func(s string) (ir.Attribute, bool) {
			return CConvAttr{Name: s}, isCConv(s)
		})
	case "tailcallkind":
		return parseKeywordAttr(p, "tail call kind", func(s string) (ir.Attribute, bool) {
			switch s {
			case "none", "tail", "musttail", "notail":
				return TailCallKindAttr{Kind: s}, true
			}
			return nil, false
		})
	case "fastmath":
		flags, err := parseFlagList(p, "fastmath flag", func(s string) (uint8, bool) {
			f, ok := FastmathFromString(s)
			return uint8(f), ok
		})
		return FastmathAttr{Flags: FastmathFlags(flags)}, err
	case "overflow":
		flags, err := parseFlagList(p, "overflow flag", func(s string) (uint8, bool) {
			switch s {
			case "none":
				return uint8(OverflowNone), true
			case "nsw":
				return uint8(OverflowNSW), true
			case "nuw":
				return uint8(OverflowNUW), true
			}
			return 0, false
		})
		return OverflowAttr{Flags: OverflowFlags(flags)}, err
	}
	return nil, p.Errorf("unknown attribute `%s` in dialect `llvm`", mnemonic)
}

// parseKeywordAttr parses `<keyword>` and converts the keyword with conv.
func parseKeywordAttr(p *ir.AsmParser, what string, conv func(string) (ir.Attribute, bool)) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	loc := p.Loc()
	kw, err := p.ParseIdentifier()
	if err != nil {
		return nil, err
	}
	a, ok := conv(kw)
	if !ok {
		return nil, p.ErrorfAt(loc, "unknown %s: %s", what, kw)
	}
	return a, p.ParsePunct(">")
}

// parseFlagList parses `<flag, flag, ...>` into the union of the flags.
func parseFlagList(p *ir.AsmParser, what string, conv func(string) (uint8, bool)) (uint8, error) {
	if err := p.ParsePunct("<"); err != nil {
		return 0, err
	}
	var flags uint8
	for {
		loc := p.Loc()
		kw, err := p.ParseIdentifier()
		if err != nil {
			return 0, err
		}
		f, ok := conv(kw)
		if !ok {
			return 0, p.ErrorfAt(loc, "unknown %s: %s", what, kw)
		}
		flags |= f
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return flags, p.ParsePunct(">")
}

// FastmathFromString returns the flags named s: one flag, "none" or
// "fast".
func FastmathFromString(s string) (FastmathFlags, bool) {
	switch s {
	case "none":
		return FastmathNone, true
	case "fast":
		return FastmathFast, true
	}
	if i := indexOf(fastmathNames[:], s); i >= 0 {
		return FastmathFlags(1 << i), true
	}
	return 0, false
}

// cconvNames are the calling conventions MLIR 16 names.
var cconvNames = []string{"ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc",
	"swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc", "swifttailcc", "x86_stdcallcc", "x86_fastcallcc",
	"arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc", "ptx_kernelcc",
	"ptx_devicecc", "spir_funccc", "spir_kernelcc", "intel_ocl_bicc", "x86_64_sysvcc", "win64cc",
	"x86_vectorcallcc", "hhvmcc", "hhvm_ccc", "x86_intrcc", "avr_intrcc", "avr_builtincc", "amdgpu_vscc",
	"amdgpu_gscc", "amdgpu_cscc", "amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc",
	"amdgpu_lscc", "amdgpu_escc", "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc", "wasm_emscripten_invokecc",
	"amdgpu_gfxcc", "m68k_intrcc"}

func isCConv(s string) bool {
	if strings.HasPrefix(s, "cc_") {
		return true // numbered conventions
	}
	return indexOf(cconvNames, s) >= 0
}
