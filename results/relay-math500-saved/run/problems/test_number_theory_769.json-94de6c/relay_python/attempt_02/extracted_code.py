def remainder_when_powered_by_34_and_38():
    # The base numbers modulo 11 are:
    a = 129 % 11  # 8
    b = 96 % 11   # 7

    # Using Fermat's Little Theorem, we can simplify the powers modulo 11.
    # For any number 'a' not divisible by 'p', (a^(p-1) ≡ 1 (mod p)).
    # Since p is a prime and both 8 and 7 are less than p, we have:
    a_mod_10 = pow(a, 10, 11)
    b_mod_10 = pow(b, 10, 11)

    # Now calculate (a^34) % 11 and (b^38) % 11
    a_powered_by_34_mod_11 = pow(a_mod_10, 34, 11)
    b_powered_by_38_mod_11 = pow(b_mod_10, 38, 11)

    # Finally, add the results modulo 11
    final_result = (a_powered_by_34_mod_11 + b_powered_by_38_mod_11) % 11

    return final_result

result = remainder_when_powered_by_34_and_38()
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
