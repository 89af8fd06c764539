from fractions import Fraction

# Initial speeds in RPM
gear1_speed = Fraction(33, 3) + Fraction(1, 3)
gear2_speed = 45

# Calculate the least common multiple (LCM) of the two speeds
lcm_speed = gear1_speed * gear2_speed // gear1_speed.gcd(gear2_speed)

# Convert the LCM speed to minutes and seconds
time_to_next_meeting = lcm_speed / (60 * 60)
seconds_part = time_to_next_meeting % 3600
minutes_part = time_to_next_meeting // 3600

print(f"The gears will next have both their marks pointing due north after approximately {int(minutes_part)} minute(s) and {int(seconds_part)} second(s).")
