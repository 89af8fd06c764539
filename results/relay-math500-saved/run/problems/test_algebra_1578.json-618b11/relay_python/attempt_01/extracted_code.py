import collections

# Define the current ages of Amy, Ben, and Chris as dictionaries with 'years' key
ages = {'Amy': 0, 'Ben': 0, 'Chris': 0}

# Parse the initial observations (this is a placeholder, no actual data provided yet)
observations = [
    # Example: {'result': 'OK', 'safe_check': True, 'exit_code': None, 'stdout': '', 'stderr': '', 'parsed_result': True},
    # Example: {'result': 'ERROR', 'safe_check': False, 'exit_code': 1, 'stdout': '', 'stderr': 'SyntaxError: invalid syntax'}
]

# Attempt to find the correct ages
for attempt in range(5):
    result = "RESULT: Unknown"  # Placeholder for initial result
    confidence = 0             # Placeholder for initial confidence

    # Parse the latest observation
    if attempt < len(observations):
        obs = observations[attempt]
        result = obs.get('result', 'Unknown')
        safe_check = obs.get('safe_check', False)
        exit_code = obs.get('exit_code', None)
        stdout = obs.get('stdout', '')
        stderr = obs.get('stderr', '')
        parsed_result = obs.get('parsed_result', True)

    # Check if the average of ages is 6
    if result == 'OK' and safe_check:
        average_age = (ages['Amy'] + ages['Ben'] + ages['Chris']) / 3
        if abs(average_age - 6) < 0.001:  # Allowing a small margin of error for floating-point comparison

            # Four years ago, Chris was the same age as Amy is now
            four_years_ago_chris_age = ages['Chris'] - 4
            four_years_ago_amy_age = ages['Amy'] - 4
            if four_years_ago_chris_age == four_years_ago_amy_age:

                # In four years, Ben's age will be (3/5) of Amy's age at that time
                four_years_ben_age = ages['Ben'] + 4
                five_year_ages = {4: four_years_ami_age, 5: four_years_ben_age}
                if 3 * five_year_ages[4] == five_year_ages[5]:

                    # All conditions are met, Chris is now 6 years old
                    result = "RESULT: 6"
                    confidence = 100

    else:
        result = "RESULT: Invalid input or safe check failed"

    # Print the result and confidence
    print(result)
    print("CONFIDENCE:", confidence)

    if result == "RESULT: 6":
        break
