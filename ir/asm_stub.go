package ir

// Placeholders until the textual format lands; the engineer writing the
// parser and the declarative format replaces them.

// AsmParser reads MLIR's textual format.
type AsmParser struct{}

// compiledFormat is an op's declarative assembly format, ready to run.
type compiledFormat struct{}
