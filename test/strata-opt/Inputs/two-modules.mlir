// Two modules at the top level are wrapped in an implicit one.
module @a {
}
module @b {
}
