"test.ok"() : () -> ()
